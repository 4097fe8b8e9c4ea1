export { BankDetailsScreen } from './BankDetailsScreen';
export type { OnboardingBankDetails } from './BankDetailsScreen';

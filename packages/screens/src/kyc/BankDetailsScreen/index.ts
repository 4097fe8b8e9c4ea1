export { BankDetailsScreen, BANK_DETAILS_TITLE } from './BankDetailsScreen';
export type {
  BankDetailsScreenProps,
  BankDetailsData,
  OnboardingBankDetails,
} from './BankDetailsScreen';

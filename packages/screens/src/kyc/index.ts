// KYC: bank details, business registration with its shareholders, and the tabbed KYC screen.
export * from './BankDetailsForm';
export * from './BankDetailsScreen';
export { ACCOUNT_TYPES } from './types';
export type {
  AccountType,
  AccountLookup,
  AccountLookupQuery,
  BankDetailsPayload,
  BankOption,
  SavedBankAccount,
} from './types';

// KYC: bank details, business registration with its shareholders, and the tabbed KYC screen.
export * from './BankDetailsForm';
export * from './BankDetailsScreen';
export { ACCOUNT_TYPES } from './types';
export type {
  AccountType,
  AccountLookupQuery,
  BankDetailsPayload,
  BankOption,
  SavedBankAccount,
} from './types';
export * from './ShareholderDialog';
export * from './BusinessRegistrationScreen';
export {
  REGISTRATION_DOCUMENTS,
  hasRequiredDocuments,
  savedDocumentName,
} from './registrationDocuments';
export type { RegistrationDocumentField, RegistrationDocuments } from './registrationDocuments';
export { kycMessages } from './messages';
export { GENDERS } from './types';
export type {
  Gender,
  Shareholder,
  ShareholderValues,
  ShareholderDialogState,
  BusinessClassOption,
  SavedRegistration,
  RegistrationSubmission,
} from './types';
export * from './BusinessProfileForm';
export * from './DirectorForm';
export * from './KycDocumentsForm';
export * from './ComplianceScreen';
export { BUSINESS_TYPES } from './types';
export type {
  BusinessType,
  BusinessProfileValues,
  CountryOption,
  DirectorValues,
  KycDocumentsValues,
} from './types';

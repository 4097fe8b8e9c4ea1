// KYC: bank details, business registration with its shareholders, and the tabbed KYC screen.
export * from './BankDetailsForm';
export * from './BankDetailsScreen';
export type { AccountLookupQuery, BankDetailsPayload, BankOption, SavedBankAccount } from './types';
export * from './ShareholderDialog';
export * from './BusinessRegistrationScreen';
export type { RegistrationDocumentField } from './registrationDocuments';
export type {
  ShareholderValues,
  ShareholderDialogState,
  SavedRegistration,
  RegistrationSubmission,
} from './types';
export * from './BusinessProfileForm';
export * from './DirectorForm';
export * from './KycDocumentsForm';
export * from './ComplianceScreen';

// KYC: bank details, business registration with its shareholders, and the tabbed KYC screen.
export { BankDetailsForm } from './BankDetailsForm';
export { BankDetailsScreen } from './BankDetailsScreen';
export type { OnboardingBankDetails } from './BankDetailsScreen';
export type { AccountLookupQuery, BankDetailsPayload, BankOption, SavedBankAccount } from './types';
export { ShareholderDialog } from './ShareholderDialog';
export { BusinessRegistrationScreen, REGISTRATION_TEXT_FIELDS } from './BusinessRegistrationScreen';
export type { RegistrationDocumentField } from './registrationDocuments';
export type {
  ShareholderValues,
  ShareholderDialogState,
  SavedRegistration,
  RegistrationSubmission,
} from './types';
export { BusinessProfileForm, profileMessages } from './BusinessProfileForm';
export { DirectorForm, directorMessages } from './DirectorForm';
export { KycDocumentsForm } from './KycDocumentsForm';
export { ComplianceScreen, nextAfterSave, toKycTab } from './ComplianceScreen';
export type { TabSave, KycTab } from './ComplianceScreen';

// Onboarding forms: Primary Identity Information, Contact Information and Business information.
export * from './PersonalInformationScreen';
export * from './ContactInformationScreen';
export * from './BusinessInformationScreen';
export { onboardingMessages } from './rules';
export { logoRules } from './documents';
export type {
  FormDraftValues,
  UnsavedChangesProps,
  SavedDocument,
  PersonalInformationPayload,
  ContactInformationPayload,
  BusinessInformationPayload,
} from './types';

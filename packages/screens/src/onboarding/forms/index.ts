// Onboarding forms: Primary Identity Information, Contact Information and Business information.
export { PersonalInformationScreen, PERSONAL_TEXT_FIELDS } from './PersonalInformationScreen';
export type { PersonalInformationData } from './PersonalInformationScreen';
export { ContactInformationScreen, CONTACT_TEXT_FIELDS } from './ContactInformationScreen';
export { BusinessInformationScreen, BUSINESS_TEXT_FIELDS } from './BusinessInformationScreen';

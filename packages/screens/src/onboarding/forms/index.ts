// Onboarding forms: Primary Identity Information, Contact Information and Business information.
export * from './PersonalInformationScreen';
export * from './ContactInformationScreen';
export * from './BusinessInformationScreen';

export { ContactInformationScreen } from './ContactInformationScreen';
export { CONTACT_TEXT_FIELDS } from './ContactInformationScreen.schema';

export { ContactInformationScreen, CONTACT_INFORMATION_TITLE } from './ContactInformationScreen';
export type { ContactInformationScreenProps } from './ContactInformationScreen';
export {
  contactInformationSchema,
  contactLabels,
  toContactInformationPayload,
  CONTACT_TEXT_FIELDS,
} from './ContactInformationScreen.schema';
export type { ContactFormValues, ContactTextField } from './ContactInformationScreen.schema';

export { PersonalInformationScreen, PERSONAL_INFORMATION_TITLE } from './PersonalInformationScreen';
export type {
  PersonalInformationScreenProps,
  PersonalInformationData,
  IdentificationTypeOption,
} from './PersonalInformationScreen';
export {
  personalInformationSchema,
  personalLabels,
  personalValuesFrom,
  savedPersonalDocuments,
  toPersonalInformationPayload,
  PERSONAL_TEXT_FIELDS,
} from './PersonalInformationScreen.schema';
export type {
  PersonalInformationView,
  PersonalTextField,
  PersonalFormValues,
} from './PersonalInformationScreen.schema';

export { PersonalInformationScreen } from './PersonalInformationScreen';
export type { PersonalInformationData } from './PersonalInformationScreen';
export { PERSONAL_TEXT_FIELDS } from './PersonalInformationScreen.schema';

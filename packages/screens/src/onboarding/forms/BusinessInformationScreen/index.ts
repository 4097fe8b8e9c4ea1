export { BusinessInformationScreen } from './BusinessInformationScreen';
export { BUSINESS_TEXT_FIELDS } from './BusinessInformationScreen.schema';

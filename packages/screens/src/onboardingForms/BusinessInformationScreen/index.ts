export { BusinessInformationScreen, BUSINESS_INFORMATION_TITLE } from './BusinessInformationScreen';
export type { BusinessInformationScreenProps } from './BusinessInformationScreen';
export {
  businessInformationSchema,
  businessLabels,
  businessValuesFrom,
  savedLogo,
  toBusinessInformationPayload,
  isWebsite,
  BUSINESS_TEXT_FIELDS,
} from './BusinessInformationScreen.schema';
export type {
  BusinessInformationView,
  BusinessTextField,
  BusinessFormValues,
} from './BusinessInformationScreen.schema';

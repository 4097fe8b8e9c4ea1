export {
  BusinessRegistrationScreen,
  BUSINESS_REGISTRATION_TITLE,
} from './BusinessRegistrationScreen';
export type {
  BusinessRegistrationScreenProps,
  BusinessRegistrationData,
} from './BusinessRegistrationScreen';
export {
  registrationSchema,
  registrationLabels,
  registrationMessages,
  REGISTRATION_TEXT_FIELDS,
} from './BusinessRegistrationScreen.schema';
export type {
  RegistrationTextValues,
  RegistrationTextField,
} from './BusinessRegistrationScreen.schema';

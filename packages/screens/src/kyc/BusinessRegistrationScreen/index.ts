export { BusinessRegistrationScreen } from './BusinessRegistrationScreen';
export { REGISTRATION_TEXT_FIELDS } from './BusinessRegistrationScreen.schema';

export { BusinessRegistrationRoute as Component } from './BusinessRegistrationRoute';

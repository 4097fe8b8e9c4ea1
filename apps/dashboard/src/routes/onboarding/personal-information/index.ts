export { PersonalInformationRoute as Component } from './PersonalInformationRoute';

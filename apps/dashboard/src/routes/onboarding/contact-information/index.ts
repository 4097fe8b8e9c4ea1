export { ContactInformationRoute as Component } from './ContactInformationRoute';

export { BusinessInformationRoute as Component } from './BusinessInformationRoute';

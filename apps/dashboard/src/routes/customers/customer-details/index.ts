export { CustomerDetailsRoute as Component } from './CustomerDetailsRoute';

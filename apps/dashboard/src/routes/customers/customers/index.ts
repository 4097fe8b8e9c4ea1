export { CustomersRoute as Component } from './CustomersRoute';

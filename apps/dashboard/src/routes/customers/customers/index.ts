export { CustomersRoute as Component } from './CustomersRoute';
export { recordSearch } from './recordSearch';

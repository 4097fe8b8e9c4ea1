export { InvoiceListRoute as Component } from './InvoiceListRoute';
export { recordSearch } from './recordSearch';

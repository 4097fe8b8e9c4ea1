export { InvoiceListRoute as Component } from './InvoiceListRoute';

export { NewInvoiceRoute as Component } from './NewInvoiceRoute';

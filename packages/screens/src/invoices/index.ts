export { invoiceFilters } from './filters';
export { invoiceColumns } from './invoiceColumns';
export * from './InvoiceListScreen';
export * from './NewInvoiceWizard';

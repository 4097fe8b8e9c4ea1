export { invoiceFilters } from './filters';
export { invoiceColumns } from './invoiceColumns';
export { InvoiceListScreen } from './InvoiceListScreen';
export { NewInvoiceWizard } from './NewInvoiceWizard';

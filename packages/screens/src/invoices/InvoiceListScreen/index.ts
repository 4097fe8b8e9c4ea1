export { InvoiceListScreen, INVOICES_EMPTY_TEXT } from './InvoiceListScreen';
export type { InvoiceListScreenProps } from './InvoiceListScreen';

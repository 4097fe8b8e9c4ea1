export {
  INVOICE_STATUSES,
  INVOICE_DISPLAY_STATUSES,
  INVOICE_STATUS_FILTER_OPTIONS,
  invoiceDisplayStatus,
  invoiceStatusMap,
} from './status';
export type { InvoiceStatus, InvoiceDisplayStatus, InvoiceStatusFilter } from './status';
export { invoiceFilters } from './filters';
export type { InvoiceFilters } from './filters';
export { invoiceColumns } from './invoiceColumns';
export type { InvoiceRow, InvoiceCurrency, InvoiceItemValues, NewInvoiceValues } from './types';
export * from './InvoiceListScreen';
export * from './NewInvoiceWizard';

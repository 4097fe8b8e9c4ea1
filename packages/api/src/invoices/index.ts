export { fetchInvoices, createInvoice, invoicePaymentUrl } from './client';
export type { InvoiceListQuery } from './client';
export { useInvoices, useCreateInvoice } from './hooks';
export { invoiceKeys } from './keys';
export { INVOICE_STATUSES } from './schemas';
export type { Invoice, InvoiceItem, InvoiceStatusFilter, NewInvoice } from './schemas';

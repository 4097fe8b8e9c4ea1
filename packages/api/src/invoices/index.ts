export { fetchInvoices, invoicePaymentUrl } from './client';
export { useCreateInvoice } from './hooks';
export { invoiceKeys } from './keys';
export type { NewInvoice } from './schemas';
export { findInvoices } from './find';

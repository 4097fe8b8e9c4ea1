import { useApiQuery, useMoneyMutation } from '../core/swr';
import { createInvoice, fetchInvoices, type InvoiceFilters } from './client';
import { invoiceKeys } from './keys';

export function useInvoices(filters: InvoiceFilters = {}) {
  return useApiQuery(invoiceKeys.list(filters), () => fetchInvoices(filters));
}

export function useCreateInvoice() {
  return useMoneyMutation('create-invoice', createInvoice, [invoiceKeys.all]);
}

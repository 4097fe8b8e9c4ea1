import { useApiQuery, useMoneyMutation } from '../core/swr';
import { createInvoice, fetchInvoices, type InvoiceListQuery } from './client';
import { invoiceKeys } from './keys';

export function useInvoices(filters: InvoiceListQuery = {}) {
  return useApiQuery(invoiceKeys.list(filters), () => fetchInvoices(filters));
}

export function useCreateInvoice() {
  return useMoneyMutation('create-invoice', createInvoice, [invoiceKeys.all]);
}

import { request } from '../core/http';
import { dateRangeQuery, newestFirst, type DateRange } from '../core/query';
import { messageResponse } from '../core/schema';
import {
  invoicesResponse,
  type Invoice,
  type InvoiceItem,
  type InvoiceStatusFilter,
  type NewInvoice,
} from './schemas';

export interface InvoiceFilters {
  status?: InvoiceStatusFilter;
  dateRange?: DateRange;
}

export async function fetchInvoices(filters: InvoiceFilters = {}): Promise<Invoice[]> {
  const body = await request('/subsidiary/dashboard/invoice/all', {
    query: { status: filters.status, ...dateRangeQuery(filters.dateRange) },
    schema: invoicesResponse,
  });
  return newestFirst(body.items);
}

/** The spec's total: sum of unit price x quantity, minus the absolute discount, plus the absolute tax. */
export function invoiceTotal(items: readonly InvoiceItem[], discount: number, tax: number) {
  const subtotal = items.reduce((total, item) => total + item.amount * item.quantity, 0);
  return subtotal - Math.abs(discount) + Math.abs(tax);
}

export function createInvoice(payload: NewInvoice) {
  return request('/subsidiary/dashboard/invoice/create', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

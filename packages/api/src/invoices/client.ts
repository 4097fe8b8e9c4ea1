import { getGatewayRoot } from '../core/config';
import { request } from '../core/http';
import type { MoneyCallOptions } from '../core/money';
import { dateRangeQuery, newestFirst, type DateRange } from '../core/query';
import { messageResponse } from '../core/schema';
import {
  invoicesResponse,
  type Invoice,
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

/**
 * Where an invoice is paid: `{gateway root}/invoice/{reference}/{payment_link}` (part 1, "Row
 * actions"). The gateway root is configured like the API root (VITE_GATEWAY_ROOT).
 */
export function invoicePaymentUrl(reference: string, paymentLink: string): string {
  return `${getGatewayRoot()}/invoice/${encodeURIComponent(reference)}/${encodeURIComponent(paymentLink)}`;
}

export function createInvoice(payload: NewInvoice, options: MoneyCallOptions = {}) {
  return request('/subsidiary/dashboard/invoice/create', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
    idempotencyKey: options.idempotencyKey,
  });
}

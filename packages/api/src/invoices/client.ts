import { getGatewayRoot } from '../core/config';
import { request, type ReadOptions } from '../core/http';
import type { MoneyCallOptions } from '../core/money';
import { dateRangeQuery, newestFirst, type DateRangeQuery } from '../core/query';
import { type Invoice, type InvoiceStatusFilter, type NewInvoice } from './schemas';
import { invoicesOperations as op } from './operations';

export interface InvoiceListQuery {
  status?: InvoiceStatusFilter;
  dateRange?: DateRangeQuery;
}

export async function fetchInvoices(
  filters: InvoiceListQuery = {},
  { signal }: ReadOptions = {},
): Promise<Invoice[]> {
  const body = await request(op.fetchInvoices, {
    query: { status: filters.status, ...dateRangeQuery(filters.dateRange) },
    signal,
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
  return request(op.createInvoice, {
    body: payload,
    notifySuccess: true,
    idempotencyKey: options.idempotencyKey,
  });
}

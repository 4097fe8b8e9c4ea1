import { request, type ReadOptions } from '../core/http';
import { dateRangeQuery, newestFirst, type DateRangeQuery } from '../core/query';
import {
  type NewPaymentLink,
  type PaymentLink,
  type PaymentLinkStatusFilter,
  type PaymentLinkStatusUpdate,
} from './schemas';
import { paymentLinksOperations as op } from './operations';

export interface PaymentLinkListQuery {
  status?: PaymentLinkStatusFilter;
  dateRange?: DateRangeQuery;
}

export async function fetchPaymentLinks(
  filters: PaymentLinkListQuery = {},
  { signal }: ReadOptions = {},
): Promise<{ items: PaymentLink[]; total: number }> {
  const body = await request(op.fetchPaymentLinks, {
    query: { status: filters.status, ...dateRangeQuery(filters.dateRange) },
    signal,
  });
  return { items: newestFirst(body.items), total: body.totalItems };
}

export async function fetchPaymentLinkTypes() {
  return (await request(op.fetchPaymentLinkTypes)).data;
}

export function createPaymentLink(payload: NewPaymentLink) {
  return request(op.createPaymentLink, { body: payload, notifySuccess: true });
}

/** Deactivates ('disable') or activates a link, after the screen's confirmation modal. */
export function updatePaymentLinkStatus(payload: PaymentLinkStatusUpdate) {
  return request(op.updatePaymentLinkStatus, { body: payload, notifySuccess: true });
}

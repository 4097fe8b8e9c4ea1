import { request } from '../core/http';
import { dateRangeQuery, newestFirst, type DateRange } from '../core/query';
import { messageResponse } from '../core/schema';
import {
  paymentLinksResponse,
  paymentLinkTypesResponse,
  type NewPaymentLink,
  type PaymentLink,
  type PaymentLinkStatusFilter,
  type PaymentLinkStatusUpdate,
} from './schemas';

export interface PaymentLinkFilters {
  status?: PaymentLinkStatusFilter;
  dateRange?: DateRange;
}

export async function fetchPaymentLinks(
  filters: PaymentLinkFilters = {},
): Promise<{ items: PaymentLink[]; total: number }> {
  const body = await request('/subsidiary/dashboard/payment/link/subsidiary', {
    query: { status: filters.status, ...dateRangeQuery(filters.dateRange) },
    schema: paymentLinksResponse,
  });
  return { items: newestFirst(body.items), total: body.totalItems };
}

export async function fetchPaymentLinkTypes() {
  return (
    await request('/subsidiary/dashboard/payment/link/types', { schema: paymentLinkTypesResponse })
  ).data;
}

export function createPaymentLink(payload: NewPaymentLink) {
  return request('/subsidiary/dashboard/payment/link/new', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

/** Deactivates ('disable') or activates a link, after the screen's confirmation modal. */
export function updatePaymentLinkStatus(payload: PaymentLinkStatusUpdate) {
  return request('/subsidiary/dashboard/payment/link/update-status', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import {
  PAYMENT_LINK_STATUSES,
  newPaymentLink,
  paymentLinkStatusUpdate,
  paymentLinksResponse,
  paymentLinkTypesResponse,
} from './schemas';
import { dateRange, defineOperations } from '../core/operation';

export const paymentLinksOperations = defineOperations('paymentLinks', {
  fetchPaymentLinks: {
    method: 'GET',
    path: '/subsidiary/dashboard/payment/link/subsidiary',
    query: z.object({
      status: z.optional(z.enum(PAYMENT_LINK_STATUSES)).check(z.describe('Link status filter.')),
      ...dateRange,
    }),
    response: paymentLinksResponse,
  },
  fetchPaymentLinkTypes: {
    method: 'GET',
    path: '/subsidiary/dashboard/payment/link/types',
    response: paymentLinkTypesResponse,
  },
  createPaymentLink: {
    method: 'POST',
    path: '/subsidiary/dashboard/payment/link/new',
    body: newPaymentLink,
    response: messageResponse,
  },
  updatePaymentLinkStatus: {
    method: 'POST',
    path: '/subsidiary/dashboard/payment/link/update-status',
    body: paymentLinkStatusUpdate,
    response: messageResponse,
  },
});

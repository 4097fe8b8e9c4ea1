import * as z from 'zod';
import { messageResponse } from '../../core/schema';
import {
  newPaymentLink,
  paymentLinkStatusUpdate,
  paymentLinksResponse,
  paymentLinkTypesResponse,
} from '../../paymentLinks/schemas';
import { dateRange, defineOperations } from '../operation';

export const paymentLinksOperations = defineOperations('paymentLinks', [
  {
    id: 'fetchPaymentLinks',
    method: 'GET',
    path: '/subsidiary/dashboard/payment/link/subsidiary',
    summary: "The business's payment links.",
    query: z.object({
      status: z.enum(['Active', 'InActive']).optional().describe('Link status filter.'),
      ...dateRange,
    }),
    response: paymentLinksResponse,
  },
  {
    id: 'fetchPaymentLinkTypes',
    method: 'GET',
    path: '/subsidiary/dashboard/payment/link/types',
    summary: 'The payment link types of the new-link form.',
    response: paymentLinkTypesResponse,
  },
  {
    id: 'createPaymentLink',
    method: 'POST',
    path: '/subsidiary/dashboard/payment/link/new',
    summary: 'Create a payment link.',
    body: newPaymentLink,
    response: messageResponse,
  },
  {
    id: 'updatePaymentLinkStatus',
    method: 'POST',
    path: '/subsidiary/dashboard/payment/link/update-status',
    summary: 'Deactivate or activate a payment link.',
    body: paymentLinkStatusUpdate,
    response: messageResponse,
  },
]);

import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import { REFUND_FILTERS, refundLogEntry, refundsResponse, transactionRefund } from './schemas';
import { dateRange, defineOperations, paging } from '../core/operation';

const REFUNDS_PATH = '/subsidiary/dashboard/refund/all';
const REFUND_PATH = '/subsidiary/dashboard/refund';
const status = z.optional(z.enum(REFUND_FILTERS)).check(z.describe('Refund status filter.'));

export const refundsOperations = defineOperations('refunds', {
  fetchRefunds: {
    method: 'GET',
    path: REFUNDS_PATH,
    query: z.object({ status, ...dateRange, ...paging }),
    response: refundsResponse,
  },
  exportRefunds: {
    method: 'GET',
    path: REFUNDS_PATH,
    query: z.object({
      status,
      ...dateRange,
      isExport: z.optional(z.enum(['true'])).check(z.describe('true: every matching row.')),
    }),
    response: refundsResponse,
  },
  refundTransaction: {
    movesMoney: true,
    method: 'POST',
    path: REFUND_PATH,
    body: z.array(transactionRefund),
    response: messageResponse,
  },
  logRefunds: {
    movesMoney: true,
    method: 'POST',
    path: REFUND_PATH,
    body: z.array(refundLogEntry),
    response: messageResponse,
  },
});

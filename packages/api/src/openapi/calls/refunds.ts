import * as z from 'zod';
import { messageResponse } from '../../core/schema';
import {
  REFUND_FILTERS,
  refundLogEntry,
  refundsResponse,
  transactionRefund,
} from '../../refunds/schemas';
import { dateRange, defineOperations, paging } from '../operation';

const REFUNDS_PATH = '/subsidiary/dashboard/refund/all';
const REFUND_PATH = '/subsidiary/dashboard/refund';
const status = z.enum(REFUND_FILTERS).optional().describe('Refund status filter.');

export const refundsOperations = defineOperations('refunds', [
  {
    id: 'fetchRefunds',
    method: 'GET',
    path: REFUNDS_PATH,
    summary: 'One page of refunds.',
    query: z.object({ status, ...dateRange, ...paging }),
    response: refundsResponse,
  },
  {
    id: 'exportRefunds',
    method: 'GET',
    path: REFUNDS_PATH,
    summary: 'Every refund matching the filters, for the export.',
    query: z.object({
      status,
      ...dateRange,
      isExport: z.enum(['true']).optional().describe('true: every matching row.'),
    }),
    response: refundsResponse,
  },
  {
    id: 'refundTransaction',
    method: 'POST',
    path: REFUND_PATH,
    summary: 'Refund one transaction from the transaction list (a one-entry array).',
    body: z.array(transactionRefund),
    response: messageResponse,
  },
  {
    id: 'logRefunds',
    method: 'POST',
    path: REFUND_PATH,
    summary: 'Log refunds: a single one or the rows of a bulk CSV.',
    body: z.array(refundLogEntry),
    response: messageResponse,
  },
]);

import * as z from 'zod/mini';
import { inflowOutflowResponse, transactionSummaryResponse } from './schemas';
import { currencyFilter, defineOperations } from '../../core/operation';

export const metricsOperations = defineOperations('metrics', {
  fetchTransactionSummary: {
    method: 'GET',
    path: '/subsidiary/metric/transaction/summary',
    query: z.object(currencyFilter),
    response: transactionSummaryResponse,
  },
  fetchInflowOutflow: {
    method: 'GET',
    path: '/subsidiary/metric/inflow/outflow',
    query: z.object({
      type: z.optional(z.enum(['week', 'year'])).check(z.describe('The chart period.')),
      ...currencyFilter,
    }),
    response: inflowOutflowResponse,
  },
});

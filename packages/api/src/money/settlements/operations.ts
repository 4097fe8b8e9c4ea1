import * as z from 'zod/mini';
import { settlementsResponse } from './schemas';
import { dateRange, defineOperations, text } from '../../core/operation';

export const settlementsOperations = defineOperations('settlements', {
  fetchSettlements: {
    method: 'GET',
    path: '/subsidiary/dashboard/settlement/paginated',
    query: z.object({
      page: text('First load only: 4, then 1 when page 4 is empty but total_items is not.'),
      limit: text('First load only: 100.'),
      settlementstatus: text('Completed or Pending.'),
      ...dateRange,
      Export: z
        .optional(z.enum(['true']))
        .check(z.describe('true: every row, answered under data.')),
    }),
    response: settlementsResponse,
  },
});

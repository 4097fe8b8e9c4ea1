import * as z from 'zod/mini';
import { fundingHistoryResponse } from './schemas';
import { dateRange, defineOperations } from '../../core/operation';

export const fundingOperations = defineOperations('funding', {
  fetchFundingHistory: {
    method: 'GET',
    path: '/subsidiary/dashboard/fetch/funding/history',
    query: z.object(dateRange),
    response: fundingHistoryResponse,
  },
});

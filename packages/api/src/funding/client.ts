import { dateRangeQuery, newestFirst, request, type DateRange } from '../core';
import { fundingHistoryResponse } from './schemas';

/**
 * Funding history, newest first. The spec's call takes only the date range: the screen's
 * status and reference filters are not sent.
 */
export async function fetchFundingHistory(dateRange?: DateRange) {
  const body = await request('/subsidiary/dashboard/fetch/funding/history', {
    query: dateRangeQuery(dateRange),
    schema: fundingHistoryResponse,
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.totalItems ?? body.data.items.length,
  };
}

import { dateRangeQuery, newestFirst, request, type DateRangeQuery } from '../../core';
import { fundingOperations as op } from './operations';

/**
 * Funding history, newest first. The spec's call takes only the date range: the screen's
 * status and reference filters are not sent.
 */
export async function fetchFundingHistory(dateRange?: DateRangeQuery) {
  const body = await request(op.fetchFundingHistory, { query: dateRangeQuery(dateRange) });
  return {
    items: newestFirst(body.data.items),
    total: body.data.totalItems ?? body.data.items.length,
  };
}

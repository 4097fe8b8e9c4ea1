import { dateRangeQuery, newestFirst, request, type DateRangeQuery } from '../../core';
import { type BalanceDirectionCode } from './schemas';
import { balanceHistoryOperations as op } from './operations';

export interface BalanceHistoryFilters {
  currency?: string;
  direction?: BalanceDirectionCode;
  reference?: string;
  dateRange?: DateRangeQuery;
}

/** Balance history, newest first. */
export async function fetchBalanceHistory(filters: BalanceHistoryFilters = {}) {
  const body = await request(op.fetchBalanceHistory, {
    query: {
      currency: filters.currency,
      direction: filters.direction,
      reference: filters.reference,
      ...dateRangeQuery(filters.dateRange),
    },
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.totalItems ?? body.data.items.length,
  };
}

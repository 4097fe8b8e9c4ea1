import { dateRangeQuery, newestFirst, request, type DateRangeQuery } from '../../core';
import { type BalanceDirectionCode } from './schemas';
import { walletsOperations as op } from './operations';

/** Every wallet of the business (Balances and Transfers screens). */
export async function fetchWalletBalances() {
  const body = await request(op.fetchWalletBalances);
  return body.wallets;
}

/** The chargebacks, refunds and non-compliance amounts of the Balances summary cards. */
export async function fetchBalanceTotals() {
  const body = await request(op.fetchBalanceTotals);
  return body.data;
}

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

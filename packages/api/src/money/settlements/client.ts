import { dateRangeQuery, newestFirst, request, type DateRangeQuery } from '../../core';
import { settlementsOperations as op } from './operations';

export interface SettlementFilters {
  /** Completed or Pending. */
  status?: string;
  dateRange?: DateRangeQuery;
  /** Every row, for the export. */
  exportAll?: boolean;
}

/** The spec's first load: page 4 and limit 100, hard-coded. */
const INITIAL_SETTLEMENT_PAGE = { page: 4, limit: 100 } as const;

function isFiltered(filters: SettlementFilters) {
  return Boolean(
    filters.status || filters.dateRange?.from || filters.dateRange?.to || filters.exportAll,
  );
}

/**
 * Settlements, newest first. Without filters it sends the spec's initial page and limit;
 * with any filter it sends settlementstatus, fromdate, todate and Export instead.
 */
export async function fetchSettlements(filters: SettlementFilters = {}) {
  const query = isFiltered(filters)
    ? {
        settlementstatus: filters.status,
        ...dateRangeQuery(filters.dateRange),
        Export: filters.exportAll || undefined,
      }
    : { ...INITIAL_SETTLEMENT_PAGE };
  const page = await request(op.fetchSettlements, { query });
  return { items: newestFirst(page.items), total: page.total_items ?? page.items.length };
}

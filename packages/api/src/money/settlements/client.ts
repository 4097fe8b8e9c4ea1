import {
  dateRangeQuery,
  newestFirst,
  request,
  type DateRangeQuery,
  type ReadOptions,
} from '../../core';
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

/**
 * Where the newest settlements are when the spec's page 4 comes back empty: pages run from the
 * newest (page 1), as the sandbox's other paged lists do, each page oldest first.
 */
const NEWEST_SETTLEMENT_PAGE = { page: 1, limit: INITIAL_SETTLEMENT_PAGE.limit } as const;

function isFiltered(filters: SettlementFilters) {
  return Boolean(
    filters.status || filters.dateRange?.from || filters.dateRange?.to || filters.exportAll,
  );
}

/**
 * Settlements, newest first. Without filters it sends the spec's initial page and limit; when
 * that page is empty while total_items says rows exist (a business with 300 or fewer), it reads
 * the page of the newest rows instead, so the merchant sees the settlements they have. With any
 * filter it sends settlementstatus, fromdate, todate and Export instead.
 */
export async function fetchSettlements(
  filters: SettlementFilters = {},
  { signal }: ReadOptions = {},
) {
  if (isFiltered(filters)) {
    const query = {
      settlementstatus: filters.status,
      ...dateRangeQuery(filters.dateRange),
      Export: filters.exportAll || undefined,
    };
    return settlementsOf(await request(op.fetchSettlements, { query, signal }));
  }
  const first = await request(op.fetchSettlements, {
    query: { ...INITIAL_SETTLEMENT_PAGE },
    signal,
  });
  const emptyPageOfSome = first.items.length === 0 && (first.total_items ?? 0) > 0;
  if (!emptyPageOfSome) return settlementsOf(first);
  return settlementsOf(
    await request(op.fetchSettlements, { query: { ...NEWEST_SETTLEMENT_PAGE }, signal }),
  );
}

function settlementsOf<Row>(page: { items: Row[]; total_items?: number | undefined }) {
  return { items: newestFirst(page.items), total: page.total_items ?? page.items.length };
}

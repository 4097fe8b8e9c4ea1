import type { Query } from './http';

/** A date range as the filters hold it: 'YYYY-MM-DD' strings, '' when unset. */
export interface DateRangeQuery {
  from?: string;
  to?: string;
}

/**
 * The spec's date filter: the start is sent with 00:00:00 and the end with 23:59:59, as
 * `fromdate` and `todate`.
 */
export function dateRangeQuery(range: DateRangeQuery | undefined): Query {
  return {
    fromdate: range?.from ? `${range.from} 00:00:00` : undefined,
    todate: range?.to ? `${range.to} 23:59:59` : undefined,
  };
}

/**
 * The spec shows lists newest first by reversing the server's order; this is the one place
 * that does it, so a server that changes its order changes one line.
 */
export function newestFirst<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}

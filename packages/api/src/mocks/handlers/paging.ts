import { byDate } from '../data/subsidiaries';

/**
 * The sandbox's paging: page 1 holds the newest rows; every page (and the full list) comes
 * oldest first, as the server does, since the client reverses it.
 */
export function pageFromNewest<Row>(
  rows: Row[],
  params: URLSearchParams,
  exportAll: boolean,
  dateOf: (row: Row) => string,
) {
  const sorted = [...rows].sort(byDate(dateOf));
  if (exportAll) return { items: sorted, page: 1, limit: sorted.length };
  const limit = Math.max(1, Number(params.get('limit')) || 10);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const end = sorted.length - (page - 1) * limit;
  return { items: sorted.slice(Math.max(0, end - limit), Math.max(0, end)), page, limit };
}

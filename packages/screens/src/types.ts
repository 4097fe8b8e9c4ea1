/**
 * Remote data as an explicit union, the shape every screen takes its reads in: a screen never
 * infers loading from `undefined`.
 */
export type RemoteData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'ready'; data: T };

/** Progress of a mutation (Saleor `confirmButtonState`). */
export type SubmitState = 'idle' | 'pending' | 'success' | 'error';

/** A date range as list filters hold it: the ui's, 'YYYY-MM-DD' strings, '' when unset. */
export type { DateRange } from '@merchant/ui';

/** The sorted column of a list; the same shape as the ui DataTable's sort. */
export interface ListSort {
  /** Id of the sorted column. */
  columnId: string;
  /** 'asc' or 'desc'. */
  direction: 'asc' | 'desc';
}

/** Which page of a server-paginated list is shown. */
export interface ListPage {
  /** Zero-based page number. */
  pageIndex: number;
  /** Rows per page. */
  pageSize: number;
}

/** One page of a list as the server returns it. */
export interface ListRows<Row> {
  /** The rows of the current page, newest first. */
  rows: readonly Row[];
  /** Number of rows across all pages. */
  total: number;
}

/** Sorting owned by the app (it keeps it in the URL). */
export interface ListSortProps {
  /** The sorted column, or null for the server's order (newest first). */
  sort: ListSort | null;
  /** Called with the new sort (null when sorting is cleared). */
  onSortChange: (sort: ListSort | null) => void;
}

/** Server-side pagination owned by the app (it keeps it in the URL). */
export interface ListPaginationProps {
  /** The page shown and its size. */
  pagination: ListPage;
  /** Called with the page and size to fetch. */
  onPaginationChange: (page: ListPage) => void;
}

import type { ReactNode } from 'react';
import type { SortDirection, SortKind } from './sortCache';

/**
 * What a column holds. It sets how the cell lays out: an amount, a date, a status or a
 * reference is never cut (it keeps its width, a date puts its time on a second line), a text
 * wraps. Cells carry it as `data-kind`, so journeys can check what must stay readable.
 */
type DataTableContentKind = 'amount' | 'date' | 'status' | 'reference' | 'text';

/** A column of a DataTable over rows of type `Row`. */
export interface DataTableColumn<Row> {
  /** Unique within the table; also the id reported by `onSortChange`. */
  id: string;
  /** Header text. */
  header: string;
  /** The cell's value: what sorting and the text search read, and what shows when there is no `cell`. */
  value?: (row: Row) => string | number | Date | null | undefined;
  /** Renders the cell; defaults to the value as text. */
  cell?: (row: Row) => ReactNode;
  /** Makes the header a sort button (needs `value`). */
  sortable?: boolean;
  /** How values compare when sorting client-side; 'text' by default. */
  sortKind?: SortKind;
  /** Whether the text search reads this column; true by default for columns with a `value`. */
  searchable?: boolean;
  /** Horizontal alignment; an 'amount' column aligns to the end by default. */
  align?: 'start' | 'end';
  /** What the cell holds, which sets its width and wrapping; 'text' by default. */
  kind?: DataTableContentKind;
  /** CSS width of the column, e.g. '160px' or '20%'. */
  width?: string;
}

/** The sorted column and direction. */
export interface DataTableSort {
  /** Id of the sorted column. */
  columnId: string;
  /** 'asc' or 'desc'. */
  direction: SortDirection;
}

/** Which page is shown and how many rows it holds. */
export interface DataTablePageState {
  /** Zero-based page number. */
  pageIndex: number;
  /** Rows per page. */
  pageSize: number;
}

/** Server-side pagination: the data prop holds one page of `total` rows. */
export interface DataTableServerPagination extends DataTablePageState {
  /** Number of rows across all pages. */
  total: number;
}

/** A failed load, shown in place of the rows. */
export interface DataTableError {
  /** What went wrong, e.g. the server message. */
  message: ReactNode;
  /** Loads again; without it no retry button is shown. */
  onRetry?: () => void;
}

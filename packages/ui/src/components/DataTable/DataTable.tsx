import { Suspense, type ReactNode } from 'react';
import type { RowActionsRenderer } from './DataTableRowMenu';
import type { DataTableEngine as DataTableEngineView } from './DataTableEngine';
import { DataTableFrame } from './DataTableFrame';
import { DataTableCardsSort } from './DataTableCardsSort';
import { loadCards } from './loadCards';
import { DataTableHead } from './DataTableHead';
import {
  DataTableSkeletonCards,
  DataTableSkeletonRows,
  skeletonRowCount,
} from './DataTableSkeletonRows';
import type {
  DataTableColumn,
  DataTableError,
  DataTablePageState,
  DataTableServerPagination,
  DataTableSort,
} from './DataTable.types';
import { lazyPart } from '../../hooks/lazyPart';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../tokens/vars';

export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption, visually hidden), e.g. 'Transactions'. */
  label: string;
  /** The columns, in order. Keep the array stable (module constant or useMemo). */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows: all of them (client-side) or the current page (with `pagination`). */
  data: readonly Row[];
  /** A stable unique id per row; selection is reported in these ids. */
  getRowId: (row: Row) => string;
  /** How a row is named to assistive technology, e.g. its reference; 'row N' by default. */
  getRowLabel?: (row: Row) => string;
  /** Shows skeleton rows. Never inferred from empty data: pass it while the first load runs. */
  loading?: boolean;
  /** A failed load, shown in place of the rows. */
  error?: DataTableError | null;
  /** What an empty table says, e.g. 'You currently do not have any transactions'. */
  emptyText?: ReactNode;
  /** Client-side text filter: rows whose searchable columns contain it (any case) stay. */
  search?: string;
  /** The sort, when the parent owns it. */
  sort?: DataTableSort | null;
  /** The initial sort when the table owns it. */
  defaultSort?: DataTableSort | null;
  /** Called with the new sort (null when sorting is cleared). */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The data arrives sorted (by the server): the table only shows and reports the sort. */
  manualSorting?: boolean;
  /** Server-side pagination: `data` is one page of `total` rows. */
  pagination?: DataTableServerPagination;
  /** Called with the page and size to show (server-side), or when the page changes (client-side). */
  onPaginationChange?: (page: DataTablePageState) => void;
  /** Client-side pagination with this many rows per page; omit to show every row (virtualized). */
  pageSize?: number;
  /** The page shown with client-side pagination, when the parent owns it (e.g. in the URL). */
  page?: DataTablePageState;
  /** Choices offered by the rows-per-page select. */
  pageSizeOptions?: readonly number[];
  /** Ids of the selected rows, when the parent owns selection. */
  selection?: readonly string[];
  /** Adds a checkbox column; called with the ids of the selected rows. */
  onSelectionChange?: (ids: string[]) => void;
  /** Adds a row menu column; renders the menu of one row. */
  rowActions?: RowActionsRenderer<Row>;
  /** Maximum height of the scroll area, inside which the header sticks. */
  maxHeight?: string;
  /** Row height in pixels (rows are fixed-height so thousands can be virtualized). */
  rowHeight?: number;
  /** Beyond this many rows in view only the visible ones are rendered. */
  virtualizeAbove?: number;
  /** 'compact' tightens the cells, for a list of many columns beside the open sidebar. */
  density?: 'regular' | 'compact';
}

/** The props with the frame's settings resolved, as the engine and the placeholder get them. */
export type DataTableFrameSettled<Row> = DataTableProps<Row> &
  Required<Pick<DataTableProps<Row>, 'maxHeight' | 'rowHeight' | 'density'>>;

/**
 * The table's engine (TanStack Table and what sorts, filters and pages with it) is not needed
 * to draw the placeholder a list shows while its rows are requested, so a list page's first
 * paint does not wait for it (ADR 008): the first table loads it while the placeholder shows
 * and the rows' request runs beside it. A failed load is thrown while rendering, for the route's
 * error boundary.
 *
 * On a phone the card view is asked for beside the engine, not once the placeholder has
 * committed: on a phone's connection the two downloads one after the other would be the last
 * step before a list's rows can paint. A failed load shows when the engine renders the cards (it
 * throws it to the error boundary).
 */
// A part drops the component's type parameter; the engine is generic over the row.
const Engine = lazyPart(() => {
  if (window.matchMedia(media.belowSm).matches) loadCards().catch(() => undefined);
  return import('./DataTableEngine').then((module) => module.DataTableEngine);
}) as unknown as typeof DataTableEngineView;

/**
 * The data table of every list screen: sorting, pagination (client- or server-side), selection,
 * a row menu, loading, empty and error states. On a phone its rows are cards: a table of many
 * columns cannot be read on 390 pixels.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const frame = {
    maxHeight: props.maxHeight ?? 'min(70vh, 720px)',
    rowHeight: props.rowHeight ?? 52,
    density: props.density ?? 'regular',
  };
  return (
    <Suspense fallback={<DataTablePlaceholder<Row> {...props} {...frame} />}>
      <Engine<Row> {...props} {...frame} />
    </Suspense>
  );
}

/** The table's loading state, drawn without its engine: the same DOM the engine draws loading. */
function DataTablePlaceholder<Row>({
  label,
  columns,
  sort,
  defaultSort = null,
  pagination,
  pageSize,
  page,
  selection,
  onSelectionChange,
  rowActions,
  maxHeight,
  rowHeight,
  density,
}: DataTableFrameSettled<Row>) {
  const asCards = useMediaQuery(media.belowSm);
  const selectable = onSelectionChange !== undefined || selection !== undefined;
  const paged = pagination !== undefined || pageSize !== undefined;
  const rows = skeletonRowCount(pagination?.pageSize ?? page?.pageSize ?? pageSize ?? 10, paged);
  return (
    <DataTableFrame
      label={label}
      state="loading"
      asCards={asCards}
      density={density}
      rowHeight={rowHeight}
      maxHeight={maxHeight}
      head={
        <DataTableHead
          columns={columns}
          sort={sort === undefined ? defaultSort : sort}
          selectAll={
            selectable
              ? { checked: false, indeterminate: false, disabled: true, onChange: () => undefined }
              : null
          }
          hasActions={rowActions !== undefined}
        />
      }
      body={
        <DataTableSkeletonRows
          rows={rows}
          columns={columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0)}
        />
      }
      cards={<DataTableSkeletonCards rows={rows} columns={columns} selectable={selectable} />}
      cardsSort={
        <DataTableCardsSort columns={columns} sort={sort === undefined ? defaultSort : sort} />
      }
    />
  );
}

import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  functionalUpdate,
  getCoreRowModel,
  getPaginationRowModel,
  useReactTable,
  type PaginationState,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { VisuallyHidden } from '../Field';
import { Pagination } from '../Pagination';
import { fromSortingState, toColumnDefs, toSortingState } from './columnDefs';
import { cachedFilteredRowModel, cachedSortedRowModel } from './rowModels';
import { useControllableState } from './useControllableState';
import { DataTableHead } from './DataTableHead';
import { DataTableRow, type RowActionsRenderer } from './DataTableRow';
import { DataTableSkeletonCards, DataTableSkeletonRows } from './DataTableSkeletonRows';
import type { DataTableCards as DataTableCardsView } from './DataTableCards';
import type {
  DataTableColumn,
  DataTableError,
  DataTablePageState,
  DataTableServerPagination,
  DataTableSort,
} from './DataTable.types';
import {
  Caption,
  CardMessage,
  DataTableRoot,
  Footer,
  MessageCell,
  ScrollArea,
  Table,
} from './DataTable.styles';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../tokens/vars';

const HEADER_HEIGHT = 44;
/** Rows shown plainly until the virtualizer has loaded and measured: more than a tall screen holds. */
const ROWS_BEFORE_VIRTUALIZER = 20;

const DataTableVirtualRows = lazy(() =>
  import('./DataTableVirtualRows').then((module) => ({ default: module.DataTableVirtualRows })),
);
let cardsLoading: Promise<typeof DataTableCardsView> | undefined;
/** Starts loading the card view once; the table calls it as soon as it knows it is on a phone. */
const loadCards = () =>
  (cardsLoading ??= import('./DataTableCards').then((module) => module.DataTableCards));

/**
 * The card view loads on a phone only: a laptop never downloads it (ADR 008). On a phone it
 * starts loading when the table first renders (its skeleton), beside the rows' request, so the
 * cards do not wait for it after the rows arrive. Until it is in, the skeleton cards stay where
 * they are: React updates them instead of mounting a Suspense fallback's second set (issue 17).
 * A failed load is thrown while rendering, for the route's error boundary.
 */
function useCardsView(asCards: boolean) {
  const [loaded, setLoaded] = useState<{ view?: typeof DataTableCardsView; error?: unknown }>({});
  useEffect(() => {
    if (!asCards) return;
    let current = true;
    loadCards().then(
      // A transition: drawing the cards over the skeleton yields to the browser every few
      // milliseconds instead of blocking a phone's main thread for one long task (issue 17).
      (view) => current && startTransition(() => setLoaded({ view })),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [asCards]);
  if (loaded.error) throw loaded.error;
  return loaded.view;
}
const NO_IDS: readonly string[] = [];
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

/**
 * The data table of every list screen: sorting, pagination (client- or server-side), selection,
 * a row menu, loading, empty and error states. Built on TanStack Table with cached sort orders
 * (see sortCache.ts) and virtualized rows so 10,000 rows sort within a frame budget.
 */
export function DataTable<Row>({
  label,
  columns,
  data,
  getRowId,
  getRowLabel,
  loading: loadingNow = false,
  error = null,
  emptyText = 'You currently do not have any data',
  search = '',
  sort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  pagination,
  onPaginationChange,
  pageSize,
  page,
  pageSizeOptions,
  selection,
  onSelectionChange,
  rowActions,
  maxHeight = 'min(70vh, 720px)',
  rowHeight = 52,
  virtualizeAbove = 60,
  density = 'regular',
}: DataTableProps<Row>) {
  // On a phone the rows are cards: a table of many columns cannot be read on 390 pixels.
  const asCards = useMediaQuery(media.belowSm);
  const CardsView = useCardsView(asCards);
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtual rows sit inside the scroll area, and React attaches a parent's ref after its
  // children's layout effects: they get the element as state, set once it exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScrollArea = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  const selectable = onSelectionChange !== undefined || selection !== undefined;
  const serverPaged = pagination !== undefined;
  const clientPaged = !serverPaged && pageSize !== undefined;

  const [sortState, setSortState] = useControllableState(sort, defaultSort, onSortChange);
  const [ownSelection, setOwnSelection] = useState<readonly string[]>(NO_IDS);
  const selectedIds = selection ?? ownSelection;
  const [clientPage, setClientPage] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: pageSize ?? 10,
  });
  const [rowModels] = useState(() => ({
    sorted: cachedSortedRowModel<Row>(),
    filtered: cachedFilteredRowModel<Row>(),
    core: getCoreRowModel<Row>(),
    paged: getPaginationRowModel<Row>(),
  }));

  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const sorting = useMemo(() => toSortingState(sortState), [sortState]);
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );
  const pageState: PaginationState = serverPaged
    ? { pageIndex: pagination.pageIndex, pageSize: pagination.pageSize }
    : (page ?? clientPage);

  const scrollToTop = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  const table = useReactTable<Row>({
    // TanStack types data as mutable; it never writes to it.
    data: data as Row[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection, globalFilter: search, pagination: pageState },
    onSortingChange: (updater) => {
      scrollToTop();
      setSortState(fromSortingState(functionalUpdate(updater, sorting)));
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      const ids = Object.keys(next).filter((id) => next[id]);
      if (selection === undefined) setOwnSelection(ids);
      onSelectionChange?.(ids);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pageState);
      if (next.pageIndex === pageState.pageIndex && next.pageSize === pageState.pageSize) return;
      scrollToTop();
      if (!serverPaged) setClientPage(next);
      onPaginationChange?.(next);
    },
    getCoreRowModel: rowModels.core,
    getFilteredRowModel: rowModels.filtered,
    getSortedRowModel: rowModels.sorted,
    getPaginationRowModel: rowModels.paged,
    manualSorting,
    manualFiltering: serverPaged,
    manualPagination: !clientPaged,
    autoResetPageIndex: clientPaged && page === undefined,
    rowCount: serverPaged ? pagination.total : undefined,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
  });

  // Rows that arrive are drawn as a transition: the answer comes through SWR, whose update React
  // renders in one uninterruptible task (a phone's 10 cards: 36 ms before the slowdown). The
  // skeleton stays one render longer while the rows are drawn in slices (issue 17).
  const drawnLoading = useDeferredValue(loadingNow);
  const loading = loadingNow || drawnLoading;
  const rows = table.getRowModel().rows;
  const totalRows = serverPaged ? pagination.total : table.getPrePaginationRowModel().rows.length;
  const pageOffset = serverPaged || clientPaged ? pageState.pageIndex * pageState.pageSize : 0;
  const showRows = !loading && !error && rows.length > 0;
  const virtualize = showRows && rows.length > virtualizeAbove;

  const toggleRow = useCallback(
    (rowId: string, checked: boolean) => table.getRow(rowId, true).toggleSelected(checked),
    [table],
  );

  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const state = loading ? 'loading' : error ? 'error' : showRows ? 'rows' : 'empty';
  const message =
    state === 'error' && error ? (
      <ErrorState message={error.message} onRetry={error.onRetry} />
    ) : state === 'empty' ? (
      <EmptyState message={emptyText} />
    ) : null;

  const skeletonRows = Math.min(pageState.pageSize, serverPaged || clientPaged ? 10 : 5);
  let body: ReactNode;
  if (loading) {
    body = <DataTableSkeletonRows rows={skeletonRows} columns={columnCount} />;
  } else if (message) {
    body = (
      <tr>
        <MessageCell colSpan={columnCount}>{message}</MessageCell>
      </tr>
    );
  } else {
    const renderRow = (index: number) => {
      const row = rows[index];
      if (!row) return null;
      const position = pageOffset + index + 1;
      return (
        <DataTableRow<Row>
          key={row.id}
          row={row.original}
          rowId={row.id}
          position={position}
          label={getRowLabel ? getRowLabel(row.original) : `row ${position}`}
          columns={columns}
          selectable={selectable}
          selected={rowSelection[row.id] === true}
          onToggle={toggleRow}
          rowActions={rowActions}
        />
      );
    };
    body = virtualize ? (
      <Suspense
        fallback={rows.slice(0, ROWS_BEFORE_VIRTUALIZER).map((_, index) => renderRow(index))}
      >
        <DataTableVirtualRows
          count={rows.length}
          scrollElement={scrollElement}
          rowHeight={rowHeight}
          headerHeight={HEADER_HEIGHT}
          columnCount={columnCount}
          renderRow={renderRow}
          initialRows={ROWS_BEFORE_VIRTUALIZER}
        />
      </Suspense>
    ) : (
      rows.map((_, index) => renderRow(index))
    );
  }

  const cards = message ? (
    <CardMessage>{message}</CardMessage>
  ) : loading || !CardsView ? (
    <DataTableSkeletonCards
      rows={loading ? skeletonRows : rows.length}
      columns={columns}
      selectable={selectable}
    />
  ) : (
    <CardsView<Row>
      label={label}
      columns={columns}
      cards={rows.map((row, index) => {
        const position = pageOffset + index + 1;
        return {
          row: row.original,
          id: row.id,
          position,
          label: getRowLabel ? getRowLabel(row.original) : `row ${position}`,
          selected: rowSelection[row.id] === true,
        };
      })}
      selectable={selectable}
      onToggle={toggleRow}
      rowActions={rowActions}
    />
  );

  return (
    // The data-ui mark lets journeys tell a list's table from other tables (a chart's data);
    // data-state says when its rows (or its message) are in.
    <DataTableRoot
      style={{ '--dt-row-height': `${rowHeight}px` } as CSSProperties}
      data-ui="data-table"
      data-state={state}
      data-layout={asCards ? 'cards' : 'table'}
      data-density={density}
    >
      {asCards ? (
        cards
      ) : (
        <ScrollArea
          ref={attachScrollArea}
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          style={{ maxHeight }}
        >
          <Table
            aria-rowcount={showRows ? totalRows + 1 : undefined}
            aria-busy={loading || undefined}
          >
            <Caption id={captionId}>{label}</Caption>
            <DataTableHead
              table={table}
              columns={columns}
              selectable={selectable}
              hasActions={rowActions !== undefined}
              disabled={!showRows}
            />
            <tbody>{body}</tbody>
          </Table>
        </ScrollArea>
      )}
      <VisuallyHidden role="status">{loading ? `Loading ${label}` : ''}</VisuallyHidden>
      {/* The pagination comes with the rows: drawn under the placeholder it moved up (layout
          shift) whenever fewer rows came than the placeholder stood for (issue 17). */}
      {(serverPaged || clientPaged) && !loading && !error && (
        <Footer>
          <Pagination
            pageIndex={pageState.pageIndex}
            pageCount={table.getPageCount()}
            pageSize={pageState.pageSize}
            pageSizeOptions={pageSizeOptions}
            totalRows={loading ? undefined : totalRows}
            onPageChange={(index) => table.setPageIndex(index)}
            onPageSizeChange={(size) => table.setPageSize(size)}
            label={`${label} pages`}
          />
        </Footer>
      )}
    </DataTableRoot>
  );
}

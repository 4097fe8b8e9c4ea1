import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
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
import { Pagination } from '../Pagination';
import { fromSortingState, toColumnDefs, toSortingState } from './columnDefs';
import { cachedFilteredRowModel, cachedSortedRowModel } from './rowModels';
import { useControllableState } from './useControllableState';
import { DataTableCardsSort } from './DataTableCardsSort';
import type { DataTableFrameSettled } from './DataTable';
import { DataTableFrame } from './DataTableFrame';
import { DataTableHead } from './DataTableHead';
import { DataTableRow } from './DataTableRow';
import {
  DataTableSkeletonCards,
  DataTableSkeletonRows,
  skeletonRowCount,
} from './DataTableSkeletonRows';
import type { DataTableCards as DataTableCardsView } from './DataTableCards';
import { loadCards } from './loadCards';
import { CardMessage, Footer, MessageCell } from './DataTable.styles';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { media } from '../../tokens/vars';

const HEADER_HEIGHT = 44;
/** Rows shown plainly until the virtualizer has loaded and measured: more than a tall screen holds. */
const ROWS_BEFORE_VIRTUALIZER = 20;

const DataTableVirtualRows = lazy(() =>
  import('./DataTableVirtualRows').then((module) => ({ default: module.DataTableVirtualRows })),
);
/**
 * The card view, on a phone (loadCards.ts). Until it is in, the skeleton cards stay where they
 * are: React updates them instead of mounting a Suspense fallback's second set. A
 * failed load is thrown while rendering, for the route's error boundary.
 */
function useCardsView(asCards: boolean) {
  const [loaded, setLoaded] = useState<{ view?: typeof DataTableCardsView; error?: unknown }>({});
  useEffect(() => {
    if (!asCards) return;
    let current = true;
    loadCards().then(
      // A transition: drawing the cards over the skeleton yields to the browser every few
      // milliseconds instead of blocking a phone's main thread for one long task.
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

/**
 * The DataTable once its code has loaded (DataTable.tsx): TanStack Table with cached sort orders
 * (see sortCache.ts) and virtualized rows so 10,000 rows sort within a frame budget.
 */
export function DataTableEngine<Row>({
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
  maxHeight,
  rowHeight,
  virtualizeAbove = 60,
  density,
}: DataTableFrameSettled<Row>) {
  const asCards = useMediaQuery(media.belowSm);
  const CardsView = useCardsView(asCards);
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
  // would otherwise render in one uninterruptible task, a long task on a phone. The skeleton
  // stays one render longer while the rows are drawn in slices.
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

  const skeletonRows = skeletonRowCount(pageState.pageSize, serverPaged || clientPaged);
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
    <DataTableFrame
      label={label}
      state={state}
      asCards={asCards}
      density={density}
      rowHeight={rowHeight}
      maxHeight={maxHeight}
      scrollAreaRef={attachScrollArea}
      rowCount={showRows ? totalRows + 1 : undefined}
      head={
        <DataTableHead
          columns={columns}
          sort={sortState}
          onSort={(columnId) => table.getColumn(columnId)?.toggleSorting(undefined, false)}
          selectAll={
            selectable
              ? {
                  checked: showRows && table.getIsAllRowsSelected(),
                  indeterminate:
                    showRows && !table.getIsAllRowsSelected() && table.getIsSomeRowsSelected(),
                  disabled: !showRows,
                  onChange: (checked) => table.toggleAllRowsSelected(checked),
                }
              : null
          }
          hasActions={rowActions !== undefined}
        />
      }
      body={body}
      cards={cards}
      cardsSort={<DataTableCardsSort columns={columns} sort={sortState} onSort={setSortState} />}
      footer={
        // The pagination comes with the rows (on a phone, with the cards that draw them): drawn
        // under the placeholder, it moved whenever the rows took other room than the placeholder
        // (layout shift).
        (serverPaged || clientPaged) &&
        !loading &&
        !error &&
        (!asCards || CardsView !== undefined) && (
          <Footer>
            <Pagination
              pageIndex={pageState.pageIndex}
              pageCount={table.getPageCount()}
              pageSize={pageState.pageSize}
              pageSizeOptions={pageSizeOptions}
              totalRows={totalRows}
              onPageChange={(index) => table.setPageIndex(index)}
              onPageSizeChange={(size) => table.setPageSize(size)}
              label={`${label} pages`}
            />
          </Footer>
        )
      }
    />
  );
}

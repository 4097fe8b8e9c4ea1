import { useEffect, useRef, useState } from 'react';
import { isApiError, merchantMessage, revalidate, useApiQuery, type QueryKey } from '@merchant/api';
import {
  chooseColumns,
  filtersToQuery,
  toExportColumns,
  type FilterDefinition,
  type FilterFields,
  type FilterQuery,
  type ListColumn,
  type ListData,
  type RowsProgress,
  type SubmitState,
} from '@merchant/screens';
import { useToast, type ExportColumns } from '@merchant/ui';
import type { ExportFormat, ExportProgress } from '@merchant/ui/export';
import { exportFile } from '../exportFile';
import { toRemoteData } from '../toRemoteData';
import { readInPages } from './readInPages';
import { useListUrlState } from './useListUrlState';
import { useListViews } from './useListViews';

/**
 * Past this many matching rows a sort reads them page after page, this many a request, with its
 * progress and a Cancel (ADR 026); up to it, in the one answer of the export flag.
 */
const SORT_IN_PAGES_ABOVE = 5_000;

/** A URL dialog as `rowFor` reads it (see useUrlDialog). */
interface OpenedDialog<Row> {
  isOpen: boolean;
  id?: string;
  row?: Row;
}

/** Where a list's rows come from. */
interface ListSource<Row, Query> {
  /** The resource's key factory, so a mutation that revalidates the resource refreshes the list. */
  keys: { list: (params: object) => QueryKey };
  /** One page from the server; omit for a list the API returns whole. */
  page?: (query: Query, page: number, limit: number) => Promise<{ items: Row[]; total: number }>;
  /** Every matching row (for a server-paged list, the export flag). */
  all: (query: Query) => Promise<Row[]>;
  /**
   * Every matching row for the export, when the API sends them only on an export flag that the
   * table's own loads must not send (settlements, chargebacks); the export then never reuses the
   * rows on screen.
   */
  exportAll?: (query: Query) => Promise<Row[]>;
}

export interface ListPageOptions<Row, Fields extends FilterFields, Extra extends object> {
  /** The list's filter, defined once in its screen folder. */
  definition: FilterDefinition<Fields>;
  /** How to fetch the rows. */
  source: ListSource<Row, FilterQuery<Fields> & Extra>;
  /** Query fields that are not filters of the panel, e.g. the display currency. */
  extraQuery?: Extra;
  /** The spec's columns, for the export (the same ones the table shows). */
  columns: readonly ListColumn<Row>[];
  /** Name of the exported file, without extension. */
  fileName: string;
  /** Rows per page; 10 as the spec's lists. */
  pageSize?: number;
  /**
   * The row's id, as the screen's getRowId: gives the list row selection (part 1 section 2's
   * listing screens). While rows are selected the export writes those rows.
   */
  rowId?: (row: Row) => string;
}

/**
 * One hook from the URL to a list screen's props. Filters, sort, columns and page live in the
 * URL, and saved views hold them under a name (useListViews). A server-paged list fetches one
 * page at a time until the user sorts; a sort fetches every matching row once and the table
 * orders them all (ADR 007), a long list's in pages with a Cancel (ADR 026). The rows on screen
 * stay visible, marked as refreshing, while the next ones load. The export writes every matching row, or only
 * the selected rows while some are, with the columns shown or all the spec's columns.
 */
export function useListPage<Row, Fields extends FilterFields, Extra extends object = object>({
  definition,
  source,
  extraQuery,
  columns,
  fileName,
  pageSize = 10,
  rowId,
}: ListPageOptions<Row, Fields, Extra>) {
  const toast = useToast();
  const url = useListUrlState(definition, pageSize);
  const { views, opening } = useListViews(url);
  const [exportState, setExportState] = useState<SubmitState>('idle');
  const [exportProgress, setExportProgress] = useState<ExportProgress | null>(null);
  // The running export's; aborting it ends the export's worker.
  const exportRun = useRef<AbortController | null>(null);
  const [sortProgress, setSortProgress] = useState<RowsProgress | null>(null);
  // The read a Cancel stopped, forgotten once the list has left it (below).
  const cancelledRead = useRef<QueryKey | null>(null);
  // The running read of every row for a sort; aborting it stops before its next page.
  const sortRun = useRef<AbortController | null>(null);
  // The totals the server gave each filter's pages: whether a sort needs pages is known then.
  const pagedTotals = useRef(new Map<string, number>());
  // Leaving the page stops its export (the file would arrive on another page) and its reading.
  useEffect(
    () => () => {
      exportRun.current?.abort();
      sortRun.current?.abort();
    },
    [],
  );
  const query = {
    ...filtersToQuery(definition, url.filters),
    ...extraQuery,
  } as FilterQuery<Fields> & Extra;
  const { pageIndex, pageSize: limit } = url.pagination;
  // The selected rows themselves (those of other pages are no longer on screen), for the
  // filters they were picked under: other filters start with none.
  const filterKey = JSON.stringify(query);
  const [picked, setPicked] = useState<{ filterKey: string; rows: readonly Row[] }>({
    filterKey,
    rows: [],
  });
  const selectedRows = picked.filterKey === filterKey ? picked.rows : [];
  const paged = source.page !== undefined && url.sort === null;
  // Where every matching row is read (a sort, or a list the API returns whole).
  const everyRowKey = source.keys.list({ ...query, all: true });

  /** Every matching row, page after page; a cancelled read answers nothing. */
  const readEveryRow = async (readPage: NonNullable<typeof source.page>) => {
    sortRun.current?.abort();
    const run = new AbortController();
    sortRun.current = run;
    try {
      const all = await readInPages((page, size) => readPage(query, page, size), {
        pageRows: SORT_IN_PAGES_ABOVE,
        signal: run.signal,
        rowId,
        onProgress: (progress) =>
          progress.total > SORT_IN_PAGES_ABOVE && !run.signal.aborted && setSortProgress(progress),
      });
      return all && { rows: all, total: all.length, complete: true };
    } finally {
      if (sortRun.current === run) {
        sortRun.current = null;
        setSortProgress(null);
      }
    }
  };

  // No load while the default view is about to replace the list's own defaults.
  const rows = useApiQuery<ListData<Row> | undefined>(
    opening
      ? null
      : paged
        ? source.keys.list({ ...query, page: pageIndex + 1, limit })
        : everyRowKey,
    async () => {
      if (paged && source.page) {
        const page = await source.page(query, pageIndex + 1, limit);
        pagedTotals.current.set(filterKey, page.total);
        return { rows: page.items, total: page.total, complete: false };
      }
      // A total not known yet (a sorted address opened as it is) is told by the first page.
      const known = pagedTotals.current.get(filterKey);
      if (source.page && (known === undefined || known > SORT_IN_PAGES_ABOVE)) {
        return readEveryRow(source.page);
      }
      const all = await source.all(query);
      return { rows: all, total: all.length, complete: true };
    },
  );

  // Cancel leaves the list unsorted, on the page it showed.
  const onCancelSort = () => {
    sortRun.current?.abort();
    cancelledRead.current = everyRowKey;
    url.setSort(null);
  };
  // Once the list reads its pages again, the cancelled read is forgotten: a sort started while
  // its last page is still on the way reads anew instead of joining it (and its answer is
  // dropped). Not sooner: the read's key still on screen would read again at once.
  useEffect(() => {
    if (!paged || !cancelledRead.current) return;
    void revalidate(cancelledRead.current);
    cancelledRead.current = null;
  }, [paged]);

  // A failed request shows its error even when older rows are cached: they match other filters.
  const data = toRemoteData(rows, undefined, { errorWins: true });

  const onExport = async (format: ExportFormat, scope: ExportColumns) => {
    const run = new AbortController();
    exportRun.current = run;
    setExportState('pending');
    setExportProgress({ step: 'preparing', percent: 0 });
    try {
      const all =
        selectedRows.length > 0
          ? selectedRows
          : source.exportAll
            ? await source.exportAll(query)
            : rows.data?.complete
              ? rows.data.rows
              : await source.all(query);
      const written = scope === 'shown' ? chooseColumns(columns, url.columns) : columns;
      await exportFile(
        { rows: all, fileName, format, columns: toExportColumns(written) },
        {
          signal: run.signal,
          onProgress: (progress) => !run.signal.aborted && setExportProgress(progress),
        },
      );
      if (run.signal.aborted) return;
      setExportState('success');
    } catch (error) {
      // A cancelled export was already told (onCancelExport).
      if (run.signal.aborted) return;
      setExportState('error');
      // Api errors reach the user through the error policy's toast already; the writer's own
      // failure is told in the catalogue's words, its detail kept for the console.
      if (!isApiError(error)) {
        console.error('[export]', error);
        toast.error(merchantMessage(error));
      }
    } finally {
      if (exportRun.current === run) {
        exportRun.current = null;
        setExportProgress(null);
      }
    }
  };

  // Told at once, even while the rows are still being fetched: their answer is then dropped.
  const onCancelExport = () => {
    const run = exportRun.current;
    if (!run) return;
    exportRun.current = null;
    run.abort();
    setExportProgress(null);
    setExportState('idle');
    toast.success('Export cancelled: nothing was downloaded.');
  };

  const shown = data.status === 'ready' ? data.data.rows : [];
  const selectionProps = rowId && {
    selection: selectedRows.map(rowId),
    // The rows stay in the order they were picked (one click's rows in table order), so the
    // export reads as the merchant chose; ids alone would not say (numeric ids sort first).
    onSelectionChange: (ids: string[]) => {
      const wanted = new Set(ids);
      const kept = selectedRows.filter((row) => wanted.has(rowId(row)));
      const keptIds = new Set(kept.map(rowId));
      const added = shown.filter((row) => wanted.has(rowId(row)) && !keptIds.has(rowId(row)));
      setPicked({ filterKey, rows: [...kept, ...added] });
    },
  };
  return {
    /**
     * The row a URL dialog is about: the row it was opened from, or after a reload (when the
     * history state is gone) the row on screen with the dialog's id.
     */
    rowFor: <Held>(
      dialog: OpenedDialog<Held>,
      idOf: (row: Row) => string | undefined,
    ): Held | Row | undefined =>
      dialog.isOpen ? (dialog.row ?? shown.find((row) => idOf(row) === dialog.id)) : undefined,
    /** The applied filters, as the screen and the api read them. */
    filters: url.filters,
    /** The api query of the applied filters. */
    query,
    /** Revalidates the list, e.g. after a row action. */
    refresh: () => void rows.mutate(),
    /** Props for ListScreen. */
    screen: {
      data,
      refreshing: rows.isValidating && rows.data !== undefined,
      filter: { definition, value: url.filters, onChange: url.setFilters },
      sort: url.sort,
      onSortChange: url.setSort,
      pagination: url.pagination,
      onPaginationChange: url.setPagination,
      onExport: (format: ExportFormat, scope: ExportColumns) => void onExport(format, scope),
      exportState,
      exportProgress,
      onCancelExport,
      sortProgress,
      onCancelSort,
      views,
      ...selectionProps,
    },
  };
}

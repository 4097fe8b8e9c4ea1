import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  Button,
  DataTable,
  ListHeader,
  Spinner,
  type ExportColumns,
  type ListPrimaryAction,
  type RowActionsRenderer,
} from '@merchant/ui';
import type { ExportFormat, ExportProgress as Progress } from '@merchant/ui/export';
import type { ListPaginationProps, ListSortProps, RemoteData, SubmitState } from '../../types';
import { chooseColumns, toTableColumns, type ListColumn } from '../columns';
import type { FilterDefinition, FilterFields, FilterValues } from '../filterDefinition';
import { ListFilter } from '../ListFilter';
import type { ListData, RowsProgress } from '../types';
import { loadViewTabs } from '../views/loadViewTabs';
import type { ListViews } from '../views/types';
import { ViewMenu } from '../views/ViewMenu';
import { ListNote, ListRoot, TableArea } from './ListScreen.styles';

// The saved views' tabs load with the first saved view, not with every list.
const ViewTabs = lazy(async () => ({ default: await loadViewTabs() }));
// The export's progress line loads with the first export, not with every list.
const ExportProgress = lazy(() =>
  import('../ExportProgress/ExportProgress').then(({ ExportProgress }) => ({
    default: ExportProgress,
  })),
);
// Only a sort over a long list reads its rows in pages: its line loads then.
const SortProgress = lazy(() =>
  import('../SortProgress/SortProgress').then(({ SortProgress }) => ({ default: SortProgress })),
);

/** Beyond this many columns a list's table is dense, so its figures fit beside the open sidebar. */
const DENSE_ABOVE = 6;
const realNow = () => new Date();

/** The filter of a list screen: its definition and the applied values. */
interface ListScreenFilter<Fields extends FilterFields> {
  /** Which fields the panel shows (defined once per list). */
  definition: FilterDefinition<Fields>;
  /** The applied filters. */
  value: FilterValues<Fields>;
  /** Called with the filters to apply. */
  onChange: (value: FilterValues<Fields>) => void;
}

export interface ListScreenProps<Row, Fields extends FilterFields = FilterFields>
  extends ListSortProps, ListPaginationProps {
  /** The list's name, e.g. 'Payment Links'; the header shows it with the count. */
  title: string;
  /** Heading level of the title. */
  headingLevel?: 1 | 2 | 3;
  /** The rows: one page, or every matching row (see ListData.complete). */
  data: RemoteData<ListData<Row>>;
  /** Newer rows are loading (a page, filter or sort change): the rows on screen are stale. */
  refreshing?: boolean;
  /** The columns, written once for the table and the export. Keep the array stable. */
  columns: readonly ListColumn<Row>[];
  /** A stable unique id per row. */
  getRowId: (row: Row) => string;
  /** How a row is named to assistive technology, e.g. its reference. */
  getRowLabel?: (row: Row) => string;
  /** The spec's empty text, e.g. 'You currently do not have any transactions'. */
  emptyText: string;
  /** The filter dropdown; omit for a list with no filter. */
  filter?: ListScreenFilter<Fields>;
  /**
   * Adds the export menu ('.csv', '.xls'): the app exports every matching row, with the columns
   * shown or all the list's columns.
   */
  onExport?: (format: ExportFormat, columns: ExportColumns) => void;
  /** The export menu's formats, when a list offers others than the spec's '.csv' and '.xls'. */
  exportFormats?: readonly ExportFormat[];
  /** Progress of the export; 'pending' disables the menu. */
  exportState?: SubmitState;
  /** How far the file is, while the export is pending; with onCancelExport, shown with Cancel. */
  exportProgress?: Progress | null;
  /** Stops the pending export. */
  onCancelExport?: () => void;
  /**
   * How many rows a sort has read, while it reads a long list's every matching row in pages;
   * with onCancelSort, shown with 'Cancel sort'. The rows on screen stay usable meanwhile.
   */
  sortProgress?: RowsProgress | null;
  /** Stops the sort's reading and leaves the list unsorted. */
  onCancelSort?: () => void;
  /** The row menu (the spec's 'Action' column). */
  rowActions?: RowActionsRenderer<Row>;
  /** The list's main action, e.g. 'New Customer'. */
  primaryAction?: ListPrimaryAction;
  /** Other header controls, e.g. the 'Log a refund' menu. */
  actions?: ReactNode;
  /** A line under the header, e.g. 'Currency: NGN'. */
  note?: ReactNode;
  /** Content between the header and the table, e.g. summary cards. */
  children?: ReactNode;
  /**
   * Ids of the selected rows; with onSelectionChange adds a checkbox column, and the note says
   * how many are selected (and, with onExport, that the export writes them).
   */
  selection?: readonly string[];
  /** Called with the ids of the selected rows. */
  onSelectionChange?: (ids: string[]) => void;
  /** The current time, for the date presets; the real clock by default (pass one in stories). */
  now?: () => Date;
  /** Saved views as tabs and the column choice, behind a 'View' menu; omit for neither. */
  views?: ListViews;
}

/** What the app's list hook (useListPage) hands a list screen: data, URL state and export. */
export type ListViewProps<Row, Fields extends FilterFields = FilterFields> = Pick<
  ListScreenProps<Row, Fields>,
  | 'data'
  | 'refreshing'
  | 'filter'
  | 'sort'
  | 'onSortChange'
  | 'pagination'
  | 'onPaginationChange'
  | 'onExport'
  | 'exportState'
  | 'exportProgress'
  | 'onCancelExport'
  | 'sortProgress'
  | 'onCancelSort'
  | 'selection'
  | 'onSelectionChange'
  | 'now'
  | 'views'
>;

/**
 * The template of every list: header with the count, filter and export menu, then the table,
 * with loading, error, empty and refreshing states. A page of a server-paged list is paged by
 * the server; a complete list (or a sorted one) is sorted and paged in the browser.
 */
export function ListScreen<Row, Fields extends FilterFields = FilterFields>({
  title,
  headingLevel = 2,
  data,
  refreshing = false,
  columns,
  getRowId,
  getRowLabel,
  emptyText,
  filter,
  onExport,
  exportFormats,
  exportState = 'idle',
  exportProgress,
  onCancelExport,
  sortProgress,
  onCancelSort,
  rowActions,
  primaryAction,
  actions,
  note,
  children,
  selection,
  onSelectionChange,
  sort,
  onSortChange,
  pagination,
  onPaginationChange,
  now = realNow,
  views,
}: ListScreenProps<Row, Fields>) {
  // Keyed by the ids' text, so the table's columns stay the same array while the choice does.
  const shownKey = views?.shownColumns?.join(',') ?? null;
  const shown = useMemo(
    () => chooseColumns(columns, shownKey === null ? null : shownKey.split(',')),
    [columns, shownKey],
  );
  const tableColumns = useMemo(() => toTableColumns(shown), [shown]);
  const ready = data.status === 'ready' ? data.data : null;
  const exporting = exportState === 'pending';
  const preparing = <Spinner size={14} label="Preparing the export" />;
  const complete = ready?.complete ?? false;
  const table = (
    <TableArea $stale={refreshing} aria-busy={refreshing || undefined}>
      <DataTable<Row>
        label={title}
        columns={tableColumns}
        data={ready?.rows ?? []}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        loading={data.status === 'loading'}
        error={data.status === 'error' ? { message: data.message, onRetry: data.onRetry } : null}
        emptyText={emptyText}
        sort={sort}
        onSortChange={onSortChange}
        {...(complete
          ? { pageSize: pagination.pageSize, page: pagination }
          : { pagination: { ...pagination, total: ready?.total ?? 0 } })}
        onPaginationChange={onPaginationChange}
        selection={selection}
        onSelectionChange={onSelectionChange}
        rowActions={rowActions}
        density={shown.length > DENSE_ABOVE ? 'compact' : 'regular'}
      />
    </TableArea>
  );
  return (
    <ListRoot>
      <ListHeader
        title={title}
        headingLevel={headingLevel}
        count={ready?.total}
        filter={
          filter && (
            <ListFilter
              definition={filter.definition}
              value={filter.value}
              onChange={filter.onChange}
              now={now}
            />
          )
        }
        onExport={onExport}
        exportFormats={exportFormats}
        exportDisabled={exporting || !ready || ready.total === 0}
        exportColumnChoice={shown !== columns}
        actions={
          views ? (
            <>
              <ViewMenu views={views} columns={columns} />
              {actions}
            </>
          ) : (
            actions
          )
        }
        primaryAction={primaryAction}
      />
      <ListNote>
        {note}
        {selection && selection.length > 0 && onSelectionChange && (
          <>
            <span role="status">
              {selection.length} selected{onExport ? '; Export writes the selected rows' : ''}
            </span>
            <Button variant="link" size="sm" onClick={() => onSelectionChange([])}>
              Clear selection
            </Button>
          </>
        )}
        {exporting &&
          (exportProgress && onCancelExport ? (
            <Suspense fallback={preparing}>
              <ExportProgress progress={exportProgress} onCancel={onCancelExport} />
            </Suspense>
          ) : (
            preparing
          ))}
        {sortProgress && onCancelSort ? (
          <Suspense fallback={<Spinner size={14} label="Reading every row to sort" />}>
            <SortProgress progress={sortProgress} onCancel={onCancelSort} />
          </Suspense>
        ) : (
          refreshing && <Spinner size={14} label="Updating the list" />
        )}
      </ListNote>
      {children}
      {views && views.saved.length > 0 ? (
        // The table waits for its tabs rather than being pushed down by them.
        <Suspense fallback={null}>
          <ViewTabs views={views} title={title}>
            {table}
          </ViewTabs>
        </Suspense>
      ) : (
        table
      )}
    </ListRoot>
  );
}

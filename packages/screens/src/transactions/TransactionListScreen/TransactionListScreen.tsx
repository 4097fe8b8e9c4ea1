import { DataTable, ListHeader, Spinner } from '@merchant/ui';
import type {
  ListExportProps,
  ListFilterProps,
  ListPaginationProps,
  ListRows,
  ListSelectionProps,
  ListSortProps,
  RemoteData,
} from '../../types';
import type { TransactionFilters, TransactionRow } from '../types';
import { TransactionFilter } from './components/TransactionFilter';
import { transactionActions } from './components/transactionActions';
import { transactionColumns } from './components/transactionColumns';
import { ListNote, ListRoot } from './TransactionListScreen.styles';

/** Part 1, "Listing screens": the Transactions empty text. */
export const TRANSACTIONS_EMPTY_TEXT = 'You currently do not have any transactions';

const EXPORT_FORMATS = ['xls', 'csv'] as const;
const realNow = () => new Date();

export interface TransactionListScreenProps
  extends
    ListSortProps,
    ListPaginationProps,
    ListSelectionProps,
    ListFilterProps<TransactionFilters>,
    ListExportProps {
  /** The current page of transactions (newest first) and the total across pages. */
  transactions: RemoteData<ListRows<TransactionRow>>;
  /** The global display currency the list is fetched in; shown, not chosen, here. */
  currency: string;
  /** Called by a row's 'View details'. */
  onViewDetails: (row: TransactionRow) => void;
  /** Called by a row's 'Refund', offered only for Successful transactions. */
  onRefund: (row: TransactionRow) => void;
  /** The current time, for the date presets; the real clock by default (pass one in stories). */
  now?: () => Date;
}

/**
 * The transaction list: header with the count, filter dropdown and export menu, then a table
 * paged by the server. Filters, sort, page and selection are props, so the app can keep them
 * in the URL. The API cannot sort, so a sort orders the rows of the page on screen.
 */
export function TransactionListScreen({
  transactions,
  currency,
  filters,
  onFiltersChange,
  sort,
  onSortChange,
  pagination,
  onPaginationChange,
  selection,
  onSelectionChange,
  onExport,
  exportState,
  onViewDetails,
  onRefund,
  now = realNow,
}: TransactionListScreenProps) {
  const ready = transactions.status === 'ready' ? transactions.data : null;
  const exporting = exportState === 'pending';
  return (
    <ListRoot>
      <ListHeader
        title="Transactions"
        count={ready?.total}
        filter={<TransactionFilter filters={filters} onFiltersChange={onFiltersChange} now={now} />}
        exportFormats={EXPORT_FORMATS}
        onExport={(format) => {
          // The menu offers only the spec's two formats, so nothing else can arrive here.
          if (format === 'csv' || format === 'xls') onExport(format);
        }}
        exportDisabled={exporting || !ready || ready.total === 0}
      />
      <ListNote>
        Currency: {currency}
        {exporting && <Spinner size={14} label="Preparing the export" />}
      </ListNote>
      <DataTable<TransactionRow>
        label="Transactions"
        columns={transactionColumns}
        data={ready?.rows ?? []}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.paymentReference}
        loading={transactions.status === 'loading'}
        error={
          transactions.status === 'error'
            ? { message: transactions.message, onRetry: transactions.onRetry }
            : null
        }
        emptyText={TRANSACTIONS_EMPTY_TEXT}
        sort={sort}
        onSortChange={onSortChange}
        pagination={{ ...pagination, total: ready?.total ?? 0 }}
        onPaginationChange={onPaginationChange}
        selection={selection}
        onSelectionChange={onSelectionChange}
        rowActions={(row) => transactionActions(row, { onViewDetails, onRefund })}
      />
    </ListRoot>
  );
}

import { useOfflineGate } from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../list';
import { NO_TRANSACTIONS_TEXT } from '../../list/emptyTexts';
import type { transactionFilters } from '../filters';
import type { TransactionRow } from '../types';
import { transactionActions } from './components/transactionActions';
import { transactionColumns } from './components/transactionColumns';

/** Part 1, "Listing screens": the Transactions empty text. */

export interface TransactionListScreenProps extends ListViewProps<
  TransactionRow,
  typeof transactionFilters.fields
> {
  /** The global display currency the list is fetched in; shown, not chosen, here. */
  currency: string;
  /** Called by a row's 'View details'. */
  onViewDetails: (row: TransactionRow) => void;
  /** Called by a row's 'Refund', offered only for Successful transactions. */
  onRefund: (row: TransactionRow) => void;
}

/**
 * The spec's '.csv' and '.xls', and '.xlsx' beyond it: a merchant's transactions outgrow the
 * 65,535 rows an .xls holds.
 */
const TRANSACTION_EXPORT_FORMATS = ['csv', 'xls', 'xlsx'] as const;

/** The transaction list on the list kit: the spec's columns, filter, export and row menu. */
export function TransactionListScreen({
  currency,
  onViewDetails,
  onRefund,
  ...view
}: TransactionListScreenProps) {
  const refundGate = useOfflineGate('refund');
  return (
    <ListScreen<TransactionRow, typeof transactionFilters.fields>
      {...view}
      title="Transactions"
      columns={transactionColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.paymentReference}
      emptyText={NO_TRANSACTIONS_TEXT}
      note={`Currency: ${currency}`}
      exportFormats={TRANSACTION_EXPORT_FORMATS}
      rowActions={(row) =>
        transactionActions(row, { onViewDetails, onRefund, refundBlocked: refundGate.reason })
      }
    />
  );
}

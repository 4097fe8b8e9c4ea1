import { balanceDirectionMap } from '../balance/status';
import type { ListColumn, ListViewProps } from '../../list';
import { ListScreen, amountColumn, dateColumn, statusColumn, textColumn } from '../../list';
import type { balanceHistoryFilters } from '../filters';
import type { BalanceHistoryRow } from '../types';

/** Part 2 section 2: the balance history empty text. */
export const BALANCE_HISTORY_EMPTY_TEXT = 'You currently do not have any balance history';

const currency = (row: BalanceHistoryRow) => row.currency ?? 'NGN';

/** Due Date, Amount, Direction (the word, green or red), Balance, Details; the menu is Action. */
export const balanceHistoryColumns: readonly ListColumn<BalanceHistoryRow>[] = [
  dateColumn('dateCreated', 'Due Date', 'detail'),
  amountColumn('amount', 'Amount', currency),
  statusColumn('direction', 'Direction', balanceDirectionMap, { sortable: false }),
  amountColumn('balance', 'Balance', currency, { sortable: false }),
  textColumn('remarks', 'Details', { orNA: true, sortable: false }),
];

export const balanceHistoryRowId = (row: BalanceHistoryRow) =>
  row.id ?? row.reference ?? row.dateCreated;

export interface BalanceHistoryListScreenProps extends ListViewProps<
  BalanceHistoryRow,
  typeof balanceHistoryFilters.fields
> {
  /** The global currency the history is fetched in. */
  currency: string;
  /** A row's 'View details'. */
  onViewDetails: (row: BalanceHistoryRow) => void;
}

/** Balance history, newest first: Direction, Reference and date filters; 'View details'. */
export function BalanceHistoryListScreen({
  currency,
  onViewDetails,
  ...view
}: BalanceHistoryListScreenProps) {
  return (
    <ListScreen<BalanceHistoryRow, typeof balanceHistoryFilters.fields>
      {...view}
      title="Balance History"
      onExport={undefined}
      note={`Currency: ${currency}`}
      columns={balanceHistoryColumns}
      getRowId={balanceHistoryRowId}
      getRowLabel={(row) => row.reference ?? row.dateCreated}
      emptyText={BALANCE_HISTORY_EMPTY_TEXT}
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}

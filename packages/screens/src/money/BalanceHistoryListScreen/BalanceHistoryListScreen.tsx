import { StatusBadge, formatDate, money, orNA, resolveStatus } from '@merchant/ui';
import { balanceDirectionMap } from '../../balance/status';
import { ListScreen, type ListColumn, type ListViewProps } from '../../list';
import type { balanceHistoryFilters } from '../filters';
import type { BalanceHistoryRow } from '../types';

/** Part 2 section 2: the balance history empty text. */
export const BALANCE_HISTORY_EMPTY_TEXT = 'You currently do not have any balance history';

const inCurrency = (value: number, row: BalanceHistoryRow) => money(value, row.currency ?? 'NGN');

/** Due Date, Amount, Direction (the word, green or red), Balance, Details; the menu is Action. */
export const balanceHistoryColumns: readonly ListColumn<BalanceHistoryRow>[] = [
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Due Date',
    value: (row) => row.dateCreated,
    text: (row) => formatDate(row.dateCreated, 'detail'),
    sortable: true,
    sortKind: 'date',
  },
  {
    id: 'amount',
    kind: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    text: (row) => inCurrency(row.amount, row),
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'direction',
    kind: 'status',
    header: 'Direction',
    text: (row) => resolveStatus(balanceDirectionMap, row.direction).label,
    cell: (row) => <StatusBadge status={row.direction} map={balanceDirectionMap} />,
  },
  {
    id: 'balance',
    kind: 'amount',
    header: 'Balance',
    value: (row) => row.balance,
    text: (row) => inCurrency(row.balance, row),
  },
  { id: 'remarks', header: 'Details', text: (row) => orNA(row.remarks) },
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

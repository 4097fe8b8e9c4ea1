import { StatusBadge, formatDate, money, orNA, resolveStatus } from '@merchant/ui';
import { ListScreen, type ListColumn, type ListViewProps } from '../../list';
import { settlementStatusMap } from '../../settlements/status';
import type { settlementFilters } from '../filters';
import type { SettlementRow } from '../types';

/** Part 2 section 2: the settlements empty text. */
export const SETTLEMENTS_EMPTY_TEXT = 'You currently do not have any settlements';

/** Business name, Amount, Settlement Fee, Currency, Status (the row menu is Action). */
export const settlementColumns: readonly ListColumn<SettlementRow>[] = [
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Date',
    value: (row) => row.dateCreated,
    text: (row) => formatDate(row.dateCreated, 'detail'),
    sortable: true,
    sortKind: 'date',
  },
  { id: 'subsidiaryName', header: 'Business name', text: (row) => orNA(row.subsidiaryName) },
  {
    id: 'transactionAmount',
    kind: 'amount',
    header: 'Amount',
    value: (row) => row.transactionAmount,
    text: (row) => money(row.transactionAmount, row.currency),
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'fee',
    kind: 'amount',
    header: 'Settlement Fee',
    value: (row) => row.fee,
    text: (row) => money(row.fee ?? 0, row.currency),
  },
  { id: 'currency', header: 'Currency', text: (row) => row.currency },
  {
    id: 'settlementStatus',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(settlementStatusMap, row.settlementStatus).label,
    cell: (row) => <StatusBadge status={row.settlementStatus} map={settlementStatusMap} />,
    sortable: true,
  },
];

export const settlementRowId = (row: SettlementRow) =>
  row.id ?? row.transactionReference ?? row.dateCreated;

export interface SettlementListScreenProps extends ListViewProps<
  SettlementRow,
  typeof settlementFilters.fields
> {
  /** A row's 'View details'. */
  onViewDetails: (row: SettlementRow) => void;
}

/** Settlements: status and date filters, clear, export of every filtered row, 'View details'. */
export function SettlementListScreen({ onViewDetails, ...view }: SettlementListScreenProps) {
  return (
    <ListScreen<SettlementRow, typeof settlementFilters.fields>
      {...view}
      title="Settlements"
      columns={settlementColumns}
      getRowId={settlementRowId}
      getRowLabel={(row) => row.transactionReference ?? row.dateCreated}
      emptyText={SETTLEMENTS_EMPTY_TEXT}
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}

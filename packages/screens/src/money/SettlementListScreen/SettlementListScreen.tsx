import type { ListColumn, ListViewProps } from '../../list';
import { ListScreen, amountColumn, dateColumn, statusColumn, textColumn } from '../../list';
import { settlementStatusMap } from '../settlements/status';
import type { settlementFilters } from '../filters';
import type { SettlementRow } from '../types';

/** Part 2 section 2: the settlements empty text. */
export const SETTLEMENTS_EMPTY_TEXT = 'You currently do not have any settlements';

const currency = (row: SettlementRow) => row.currency;

/** Business name, Amount, Settlement Fee, Currency, Status (the row menu is Action). */
export const settlementColumns: readonly ListColumn<SettlementRow>[] = [
  dateColumn('dateCreated', 'Date', 'detail'),
  textColumn('subsidiaryName', 'Business name', { orNA: true, sortable: false }),
  amountColumn('transactionAmount', 'Amount', currency),
  amountColumn('fee', 'Settlement Fee', currency, { sortable: false }),
  textColumn('currency', 'Currency', { sortable: false }),
  statusColumn('settlementStatus', 'Status', settlementStatusMap),
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

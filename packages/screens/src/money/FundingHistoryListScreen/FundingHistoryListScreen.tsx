import type { ListColumn, ListViewProps } from '../../list';
import { ListScreen, amountColumn, dateColumn, textColumn } from '../../list';
import type { fundingFilters } from '../filters';
import type { FundingRow } from '../types';

/** Part 2 section 2: the funding history empty text. */
export const FUNDING_HISTORY_EMPTY_TEXT = 'You currently do not have any data';

const currency = (row: FundingRow) => row.currency;

export const fundingColumns: readonly ListColumn<FundingRow>[] = [
  amountColumn('amount', 'Amount', currency),
  textColumn('method', 'Method', { sortable: false }),
  amountColumn('fee', 'Fee', currency, { sortable: false }),
  dateColumn('dateCreated', 'Date', 'funding'),
];

export interface FundingHistoryListScreenProps extends ListViewProps<
  FundingRow,
  typeof fundingFilters.fields
> {
  /** 'Fund balance': opens its modal. */
  onFund: () => void;
}

/** Funding history: Amount, Method, Fee, Date; the date filter; 'Fund balance'. */
export function FundingHistoryListScreen({ onFund, ...view }: FundingHistoryListScreenProps) {
  return (
    <ListScreen<FundingRow, typeof fundingFilters.fields>
      {...view}
      title="Funding History"
      onExport={undefined}
      columns={fundingColumns}
      getRowId={(row) => row.id ?? row.dateCreated}
      emptyText={FUNDING_HISTORY_EMPTY_TEXT}
      primaryAction={{ label: 'Fund balance', onClick: onFund }}
    />
  );
}

import { formatDate, money } from '@merchant/ui';
import { ListScreen, type ListColumn, type ListViewProps } from '../../list';
import type { fundingFilters } from '../filters';
import type { FundingRow } from '../types';

/** Part 2 section 2: the funding history empty text. */
export const FUNDING_HISTORY_EMPTY_TEXT = 'You currently do not have any data';

export const fundingColumns: readonly ListColumn<FundingRow>[] = [
  {
    id: 'amount',
    kind: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    text: (row) => money(row.amount, row.currency),
    sortable: true,
    sortKind: 'number',
  },
  { id: 'method', header: 'Method', text: (row) => row.method },
  {
    id: 'fee',
    kind: 'amount',
    header: 'Fee',
    value: (row) => row.fee,
    text: (row) => money(row.fee ?? 0, row.currency),
  },
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Date',
    value: (row) => row.dateCreated,
    text: (row) => formatDate(row.dateCreated, 'funding'),
    sortable: true,
    sortKind: 'date',
  },
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

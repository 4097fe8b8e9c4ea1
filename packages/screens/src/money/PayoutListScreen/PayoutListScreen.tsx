import { ListScreen, type ListViewProps } from '../../list';
import type { payoutFilters } from '../filters';
import type { PayoutRow } from '../types';
import { payoutColumns, transferColumns } from './components/payoutColumns';

/** Part 2 section 2: the payouts empty text (also the transfers list's). */
export const PAYOUTS_EMPTY_TEXT = 'You currently do not have any payouts';

/** A payout's row id: the API sends an id, else its payout or batch reference. */
export const payoutRowId = (row: PayoutRow) =>
  row.id ?? row.payoutReference ?? row.batchReference ?? '';

export interface PayoutListScreenProps extends ListViewProps<
  PayoutRow,
  typeof payoutFilters.fields
> {
  /** 'Initiate Payout': opens the 'Transfer' modal. */
  onInitiatePayout: () => void;
  /** A row's 'View details'. */
  onViewDetails: (row: PayoutRow) => void;
}

/** The account payouts page: status filter, 'Initiate Payout', 'View details' (the spec offers no export). */
export function PayoutListScreen({
  onInitiatePayout,
  onViewDetails,
  ...view
}: PayoutListScreenProps) {
  return (
    <ListScreen<PayoutRow, typeof payoutFilters.fields>
      {...view}
      title="Payouts"
      onExport={undefined}
      columns={payoutColumns}
      getRowId={payoutRowId}
      getRowLabel={(row) => row.payoutReference ?? row.recipientName ?? 'payout'}
      emptyText={PAYOUTS_EMPTY_TEXT}
      primaryAction={{
        label: 'Initiate Payout',
        onClick: onInitiatePayout,
        offlineAction: 'start a payout',
      }}
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}

export type TransferListScreenProps = Omit<ListViewProps<PayoutRow>, 'filter'> & {
  /** A row's 'View details'. */
  onViewDetails: (row: PayoutRow) => void;
};

/** The transfers list (payout/all) of one currency, on the Transfers page. */
export function TransferListScreen({ onViewDetails, ...view }: TransferListScreenProps) {
  return (
    <ListScreen<PayoutRow>
      {...view}
      title="Transfers"
      filter={undefined}
      onExport={undefined}
      headingLevel={3}
      columns={transferColumns}
      getRowId={payoutRowId}
      getRowLabel={(row) => row.payoutReference ?? row.recipientName ?? 'transfer'}
      emptyText={PAYOUTS_EMPTY_TEXT}
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}

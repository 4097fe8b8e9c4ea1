import { ListScreen, type ListViewProps } from '../../list';
import type { refundFilters } from '../filters';
import { refundColumns } from '../refundColumns';
import { refundRowId } from '../refundRowId';
import type { RefundRow } from '../types';

/** Part 1, "Listing screens": the Refunds empty text. */
export const REFUNDS_EMPTY_TEXT = 'You currently do not have any refunds';

export interface RefundListScreenProps extends ListViewProps<
  RefundRow,
  typeof refundFilters.fields
> {
  /** Called by a row's 'View details' (the details modal). */
  onViewDetails: (row: RefundRow) => void;
}

/** /dashboard/business/refunds: the refunds of part 1's listing screens. */
export function RefundListScreen({ onViewDetails, ...view }: RefundListScreenProps) {
  return (
    <ListScreen<RefundRow, typeof refundFilters.fields>
      {...view}
      title="Refunds"
      columns={refundColumns}
      getRowId={refundRowId}
      getRowLabel={(row) => row.orderReference ?? row.dateCreated}
      emptyText={REFUNDS_EMPTY_TEXT}
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}

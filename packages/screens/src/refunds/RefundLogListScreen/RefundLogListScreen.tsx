import { Menu, OfflineGated } from '@merchant/ui';
import { ListScreen, type ListViewProps } from '../../list';
import { NO_TRANSACTIONS_TEXT } from '../../list/emptyTexts';
import type { refundFilters } from '../filters';
import { refundLogColumns } from '../refundColumns';
import { refundRowId } from '../refundRowId';
import type { RefundRow } from '../types';

/** Part 2, "Refund screens in this area": its empty text, as the spec writes it. */

export interface RefundLogListScreenProps extends ListViewProps<
  RefundRow,
  typeof refundFilters.fields
> {
  /** Called by a row's 'View details' (the refund-details route). */
  onViewDetails: (row: RefundRow) => void;
  /** Called by 'Log a refund' → 'Log a single refund'. */
  onLogSingle: () => void;
  /** Called by 'Log a refund' → 'Log bulk refunds'. */
  onLogBulk: () => void;
}

/** /dashboard/refunds: part 2's refund list with the 'Log a refund' menu. */
export function RefundLogListScreen({
  onViewDetails,
  onLogSingle,
  onLogBulk,
  ...view
}: RefundLogListScreenProps) {
  return (
    <ListScreen<RefundRow, typeof refundFilters.fields>
      {...view}
      title="Refunds"
      columns={refundLogColumns}
      getRowId={refundRowId}
      getRowLabel={(row) => row.orderReference ?? row.dateCreated}
      emptyText={NO_TRANSACTIONS_TEXT}
      actions={
        <OfflineGated action="log a refund">
          {(gate) => (
            <Menu
              label="Log a refund"
              disabled={gate.disabled}
              describedBy={gate.reason && gate.reasonId}
              items={[
                { label: 'Log a single refund', onSelect: onLogSingle },
                { label: 'Log bulk refunds', onSelect: onLogBulk },
              ]}
            />
          )}
        </OfflineGated>
      }
      rowActions={(row) => [{ label: 'View details', onSelect: () => onViewDetails(row) }]}
    />
  );
}

import { exportRefunds, fetchRefunds, refundKeys } from '@merchant/api';
import {
  RefundDetailsDialog,
  RefundListScreen,
  refundColumns,
  refundFilters,
  type RefundRow,
  refundRowId,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/business/refunds: the refunds list of part 1, with its details modal. */
export function RefundListRoute() {
  const details = useUrlDialog<RefundRow>('refund-details');
  const list = useListPage({
    definition: refundFilters,
    source: {
      keys: refundKeys,
      page: (query, page, limit) => fetchRefunds({ ...query, page, limit }),
      all: exportRefunds,
    },
    columns: refundColumns,
    fileName: 'Refunds',
    rowId: refundRowId,
  });
  // The modal shows the row it was opened from; after a reload the row is found on the page.
  const shown =
    details.row ??
    (list.screen.data.status === 'ready'
      ? list.screen.data.data.rows.find((row) => row.orderReference === details.id)
      : undefined);
  return (
    <>
      <RefundListScreen
        {...list.screen}
        onViewDetails={(row) => details.open(row.orderReference, row)}
      />
      {details.isOpen && shown && (
        <RefundDetailsDialog open onClose={details.close} refund={shown} />
      )}
    </>
  );
}

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
  const shown = list.rowFor(details, (row) => row.orderReference);
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

import {
  RefundDetailsDialog,
  RefundListScreen,
  refundColumns,
  type RefundRow,
} from '@merchant/screens';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { REFUND_DETAILS_DIALOG } from './dialogs';
import { useRefundList } from './useRefundList';

/** /dashboard/business/refunds: the refunds list of part 1, with its details modal. */
export function RefundListRoute() {
  const details = useUrlDialog<RefundRow>(REFUND_DETAILS_DIALOG);
  const list = useRefundList(refundColumns);
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

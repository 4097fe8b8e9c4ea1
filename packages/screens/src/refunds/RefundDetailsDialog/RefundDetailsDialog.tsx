import { DescriptionList, Modal, StatusBadge, formatDate, money } from '@merchant/ui';
import { refundStatusMap } from '../status';
import type { RefundRow } from '../types';

export interface RefundDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Close, Escape and the backdrop. */
  onClose: () => void;
  /** The refund, as the row showed it (nothing more is fetched). */
  refund: RefundRow;
}

/** The refund list's 'View details' modal (part 1, "Row actions": "Refund: view details modal"). */
export function RefundDetailsDialog({ open, onClose, refund }: RefundDetailsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="sm" title="Refund details">
      <DescriptionList
        emptyText="N/A"
        items={[
          { label: 'Date', value: formatDate(refund.dateCreated, 'detail') },
          { label: 'Customer name', value: refund.customerName },
          { label: 'Customer email', value: refund.customerEmail },
          {
            label: 'Transaction amount',
            value: money(refund.amount, refund.currency ?? 'NGN'),
          },
          { label: 'Refund amount', value: money(refund.refundAmount, 'NGN') },
          { label: 'Transaction reference', value: refund.orderReference },
          { label: 'Refund reference', value: refund.refundReference },
          { label: 'Payment method', value: refund.paymentType },
          {
            label: 'Status',
            value: <StatusBadge status={refund.refundStatus} map={refundStatusMap} />,
          },
        ]}
      />
    </Modal>
  );
}

import { DescriptionList, Modal, StatusBadge, formatDate } from '@merchant/ui';
import {
  authOptionText,
  paymentLinkAmountText,
  paymentLinkLimitText,
  paymentLinkTypeText,
} from '../paymentLinkColumns';
import { paymentLinkStatus, paymentLinkStatusMap } from '../status';
import type { PaymentLinkRow } from '../types';

export interface PaymentLinkDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Close, Escape and the backdrop. */
  onClose: () => void;
  /** The link, as its row showed it (nothing more is fetched). */
  link: PaymentLinkRow;
}

/** A payment link's 'View details': every field of part 1 section 3, from the row in hand. */
export function PaymentLinkDetailsDialog({ open, onClose, link }: PaymentLinkDetailsDialogProps) {
  const status = paymentLinkStatus(link.isActive);
  return (
    <Modal open={open} onClose={onClose} size="md" title="Payment link details">
      <DescriptionList
        emptyText="N/A"
        columns={2}
        items={[
          { label: 'Link name', value: link.name },
          { label: 'Description', value: link.description },
          { label: 'Type', value: paymentLinkTypeText(link) },
          { label: 'Currency', value: link.currency },
          { label: 'Amount', value: paymentLinkAmountText(link) },
          { label: 'Limit', value: paymentLinkLimitText(link) },
          { label: 'Authentication', value: authOptionText(link) },
          { label: 'Status', value: <StatusBadge status={status} map={paymentLinkStatusMap} /> },
          { label: 'Reference', value: link.reference },
          {
            label: 'Date created',
            value: link.dateCreated && formatDate(link.dateCreated, 'detail'),
          },
          { label: 'Link', value: link.paymentLinkUrl },
        ]}
      />
    </Modal>
  );
}

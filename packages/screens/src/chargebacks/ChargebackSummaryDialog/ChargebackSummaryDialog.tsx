import { Button, DescriptionList, Modal, StatusBadge, formatDate, money } from '@merchant/ui';
import { canTreatChargeback, chargebackStatusMap } from '../status';
import { DueCountdown } from '../DueCountdown';
import type { ChargebackRow } from '../types';

export interface ChargebackSummaryDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The row it was opened from. */
  chargeback: ChargebackRow;
  /** Called by Close, Escape and the backdrop. */
  onClose: () => void;
  /** 'Treat Chargeback', offered only while the status is New or Pending. */
  onTreat: (row: ChargebackRow) => void;
  /** Goes to the details page (threads and order). */
  onOpenDetails: (row: ChargebackRow) => void;
  /** The current time, for the countdown. */
  now: Date;
}

/**
 * The list's detail modal (part 2, "Chargebacks"): the row's fields, and 'Treat Chargeback'
 * "when status is new or pending".
 */
export function ChargebackSummaryDialog({
  open,
  chargeback,
  onClose,
  onTreat,
  onOpenDetails,
  now,
}: ChargebackSummaryDialogProps) {
  const { currency } = chargeback;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="md"
      title="Chargeback details"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenDetails(chargeback)}>
            Open details page
          </Button>
          {canTreatChargeback(chargeback.status) && (
            <Button onClick={() => onTreat(chargeback)}>Treat Chargeback</Button>
          )}
        </>
      }
    >
      <DescriptionList
        items={[
          { label: 'Chargeback date', value: formatDate(chargeback.dateCreated, 'detail') },
          {
            label: 'Due date',
            value: (
              <>
                {formatDate(chargeback.dueDate, 'detail')}{' '}
                <DueCountdown dueDate={chargeback.dueDate} status={chargeback.status} now={now} />
              </>
            ),
          },
          {
            label: 'Status',
            value: <StatusBadge status={chargeback.status} map={chargebackStatusMap} />,
          },
          { label: 'Amount', value: money(chargeback.amount, currency) },
          {
            label: 'Balance',
            value:
              chargeback.balance === undefined ? undefined : money(chargeback.balance, currency),
          },
          { label: 'Payment reference', value: chargeback.paymentReference },
          { label: 'Order reference', value: chargeback.orderReference },
          { label: 'Customer email', value: chargeback.customerEmail },
        ]}
      />
    </Modal>
  );
}

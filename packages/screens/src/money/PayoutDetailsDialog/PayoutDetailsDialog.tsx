import { Button, DescriptionList, Modal, StatusBadge, formatDate, money } from '@merchant/ui';
import { canVerifyPayout, payoutStatusMap } from '../payouts/status';
import type { SubmitState } from '../../types';
import type { PayoutRow } from '../types';

export interface PayoutDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** The payout. */
  payout: PayoutRow;
  /** 'Verify Payout' (Awaiting Verification only): the app resends the OTP, then opens the OTP modal. */
  onVerify: (payout: PayoutRow) => void;
  /** Progress of the OTP resend; 'pending' makes the button busy. */
  verifyState?: SubmitState;
}

/**
 * 'Payout Details' (part 2 section 2): every field of the payout, the approver or 'N/A', and
 * 'Verify Payout' only while the payout awaits verification (section 4).
 */
export function PayoutDetailsDialog({
  open,
  onClose,
  payout,
  onVerify,
  verifyState = 'idle',
}: PayoutDetailsDialogProps) {
  const currency = payout.debitCurrency ?? 'NGN';
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Payout Details"
      footer={
        canVerifyPayout(payout.status) ? (
          <Button onClick={() => onVerify(payout)} loading={verifyState === 'pending'}>
            Verify Payout
          </Button>
        ) : undefined
      }
    >
      <DescriptionList
        items={[
          { label: 'Date initiated', value: formatDate(payout.dateInitiated, 'detail') },
          { label: 'Status', value: <StatusBadge status={payout.status} map={payoutStatusMap} /> },
          { label: 'Bank name', value: payout.bankName },
          { label: 'Payout fee', value: money(payout.fee ?? 0, currency) },
          {
            label: 'Date settled',
            value: payout.dateSettled ? formatDate(payout.dateSettled, 'detail') : undefined,
          },
          { label: 'Amount', value: money(payout.amount, currency) },
          { label: 'Type', value: payout.type },
          { label: 'Initiator', value: payout.initiator },
          { label: 'Approver', value: payout.approver },
          { label: 'Account number', value: payout.accountNumber },
          { label: 'Debit currency', value: currency },
          { label: 'Recipient name', value: payout.recipientName },
          { label: 'Batch reference', value: payout.batchReference },
          { label: 'Payout reference', value: payout.payoutReference },
        ]}
      />
    </Modal>
  );
}

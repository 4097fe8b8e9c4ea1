import { useResendPayoutOtp, useVerifyPayout, type Payout } from '@merchant/api';
import { MoneyOutcomeDialog, PayoutVerifyDialog } from '@merchant/screens';
import { useMoneyAction } from '../../../app/money/useMoneyAction';
import { useAction } from '../../../app/useAction';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { VERIFY_DIALOG } from './dialogs';
import { loadPayoutRecords, toPayoutRecord } from './payoutRecords';
import { useBatchPayouts } from './useBatchPayouts';

/** One payout of the batch as the OTP modal shows it. */
const approvalLine = (row: Payout) => ({
  recipient: row.recipientName ?? '',
  account: row.accountNumber ?? '',
  // Merchant and mobile payouts name no bank: their type says where the money goes.
  bank: row.bankName ?? row.transferType ?? '',
  amount: row.amount,
  currency: row.debitCurrency ?? 'NGN',
});

/**
 * The OTP modal: it shows what the OTP approves (the batch's payouts), verifies once per click
 * and only once they are shown, and on success the lists refresh and it closes. No answer, or a
 * payout recorded twice, puts the money notice in its place, so a double payout is never missed.
 */
export function PayoutVerifyFlow() {
  const { id: batchId, close } = useUrlDialog(VERIFY_DIALOG);
  const rows = useBatchPayouts(batchId);
  const { trigger: resendOtp } = useResendPayoutOtp();
  // The modal stays, and the merchant may ask for another code.
  const resend = useAction((id: string) => resendOtp(id));
  const batch = rows.status === 'ready' ? rows.data.map(toPayoutRecord) : undefined;
  const verify = useMoneyAction({
    name: 'payout-verify',
    action: 'payout',
    list: 'payouts',
    mutation: useVerifyPayout(),
    instructionsOf: () => (batch ?? []).map((row) => ({ ...row, recordId: row.id })),
    loadRecords: loadPayoutRecords,
    onDone: close,
    title: 'Verify Payout',
    onClose: close,
  });
  if (!batchId) return null;
  if (verify.outcome) return <MoneyOutcomeDialog {...verify.outcome} />;
  return (
    <PayoutVerifyDialog
      open
      batchId={batchId}
      lines={
        rows.status === 'ready' ? { status: 'ready', data: rows.data.map(approvalLine) } : rows
      }
      onClose={verify.close}
      onSubmit={(values) => verify.submit(values)}
      onResendOtp={() => void resend.run(batchId)}
      resendState={resend.submitState}
      submitState={verify.submitState}
      errorMessage={verify.errorMessage}
    />
  );
}

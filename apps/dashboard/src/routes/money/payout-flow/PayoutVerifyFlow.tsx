import { useEffect } from 'react';
import { useResendPayoutOtp, usePayouts, useVerifyPayout } from '@merchant/api';
import { MoneyOutcomeDialog, PayoutVerifyDialog } from '@merchant/screens';
import { useMoneyAction } from '../../../app/money/useMoneyAction';
import { submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { VERIFY_DIALOG } from './dialogs';
import { loadPayoutRecords, toPayoutRecord } from './payoutRecords';

/**
 * The OTP modal: it shows what the OTP approves (the batch's payouts from the list), verifies
 * once per click, and on success the lists refresh and it closes. No answer, or a payout
 * recorded twice, puts the money notice in its place, so a double payout is never missed.
 */
export function PayoutVerifyFlow() {
  const { id: batchId, close } = useUrlDialog(VERIFY_DIALOG);
  const payouts = usePayouts();
  const resend = useResendPayoutOtp();
  const batchRows = payouts.data?.items.filter((row) => row.batchId === batchId);
  const batch = batchRows?.map(toPayoutRecord);
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
  // The batch was just created: make sure the list holds it.
  const missing = batchId !== undefined && batchRows !== undefined && !batchRows.length;
  const { mutate } = payouts;
  useEffect(() => {
    if (missing) void mutate();
  }, [missing, mutate]);

  if (!batchId) return null;
  if (verify.outcome) return <MoneyOutcomeDialog {...verify.outcome} />;
  return (
    <PayoutVerifyDialog
      open
      batchId={batchId}
      lines={
        batchRows?.length
          ? batchRows.map((row) => ({
              recipient: row.recipientName ?? '',
              account: row.accountNumber ?? '',
              // Merchant and mobile payouts name no bank: their type says where the money goes.
              bank: row.bankName ?? row.transferType ?? '',
              amount: row.amount,
              currency: row.debitCurrency ?? 'NGN',
            }))
          : undefined
      }
      onClose={verify.close}
      onSubmit={(values) => verify.submit(values)}
      onResendOtp={() => void resend.trigger(batchId).catch(() => undefined)}
      resendState={submitStateOf(resend)}
      submitState={verify.submitState}
      errorMessage={verify.errorMessage}
    />
  );
}

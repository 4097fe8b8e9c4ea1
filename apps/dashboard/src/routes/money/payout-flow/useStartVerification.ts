import { useResendPayoutOtp } from '@merchant/api';
import type { PayoutRow } from '@merchant/screens';
import { submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { VERIFY_DIALOG } from './dialogs';

/**
 * 'Verify Payout' on an Awaiting Verification payout: resend the OTP (part 2 section 2), then
 * the OTP modal takes the details modal's place. One resend at a time.
 */
export function useStartVerification() {
  const verify = useUrlDialog(VERIFY_DIALOG);
  const resend = useResendPayoutOtp();
  const start = async (batchId: string | undefined) => {
    if (!batchId || resend.isMutating) return;
    const sent = await resend.trigger(batchId).then(
      () => true,
      () => false,
    );
    if (sent) verify.open(batchId);
  };
  return {
    start: (row: PayoutRow) => void start(row.batchId),
    state: submitStateOf(resend),
  };
}

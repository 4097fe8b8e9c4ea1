import { useResendPayoutOtp } from '@merchant/api';
import type { PayoutRow } from '@merchant/screens';
import { useAction } from '../../../app/useAction';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { VERIFY_DIALOG } from './dialogs';

/**
 * 'Verify Payout' on an Awaiting Verification payout: resend the OTP (part 2 section 2), then
 * the OTP modal takes the details modal's place. One resend at a time.
 */
export function useStartVerification() {
  const verify = useUrlDialog(VERIFY_DIALOG);
  const { trigger } = useResendPayoutOtp();
  // No hold: the list stays, and another payout (or this one again) is verified the same way.
  // A resend moves no money, so a failure is only a failure to send the code: try again.
  const resend = useAction(async (batchId: string) => {
    await trigger(batchId);
    verify.open(batchId);
  });
  return {
    start: (row: PayoutRow) => {
      if (row.batchId) void resend.run(row.batchId);
    },
    state: resend.submitState,
  };
}

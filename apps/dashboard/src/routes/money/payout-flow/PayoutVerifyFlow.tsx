import { useRef } from 'react';
import { useResendPayoutOtp, useVerifyPayout } from '@merchant/api';
import { PayoutVerifyDialog, type PayoutVerificationValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { VERIFY_DIALOG } from './dialogs';

/** The OTP modal: verify once per click; on success the lists refresh and it closes. */
export function PayoutVerifyFlow() {
  const { id: batchId, close } = useUrlDialog(VERIFY_DIALOG);
  const verify = useVerifyPayout();
  const resend = useResendPayoutOtp();
  const inFlight = useRef(false);

  const submit = async (values: PayoutVerificationValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await verify.trigger(values);
      verify.reset();
      close();
    } catch {
      // The message shows in the modal (and as a toast); the OTP stays for a retry.
    } finally {
      inFlight.current = false;
    }
  };

  if (!batchId) return null;
  return (
    <PayoutVerifyDialog
      open
      batchId={batchId}
      onClose={() => {
        verify.reset();
        close();
      }}
      onSubmit={(values) => void submit(values)}
      onResendOtp={() => void resend.trigger(batchId).catch(() => undefined)}
      resendState={submitStateOf(resend)}
      submitState={submitStateOf(verify)}
      errorMessage={errorMessageOf(verify.error)}
    />
  );
}

import { lazyDialog } from '../../../app/lazyDialog';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { TRANSFER_DIALOG, VERIFY_DIALOG } from './dialogs';

const PayoutFlow = lazyDialog(() => import('./PayoutFlow').then((module) => module.PayoutFlow));
const PayoutVerifyFlow = lazyDialog(() =>
  import('./PayoutVerifyFlow').then((module) => module.PayoutVerifyFlow),
);

/**
 * The payout flow of part 2 section 4, shared by Payouts and Transfers: the 'Transfer' modal and
 * the OTP modal, each loaded when the URL first opens it.
 */
export function PayoutFlows({ defaultCurrency }: { defaultCurrency: string }) {
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const verify = useUrlDialog(VERIFY_DIALOG);
  return (
    <>
      <PayoutFlow open={transfer.isOpen} defaultCurrency={defaultCurrency} />
      <PayoutVerifyFlow open={verify.isOpen && verify.id !== undefined} />
    </>
  );
}

import { payoutRowId, type PayoutRow } from '@merchant/screens';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { PAYOUT_DIALOG } from './dialogs';
import { LazyPayoutDetailsDialog } from './LazyPayoutDialogs';
import { useStartVerification } from './useStartVerification';

/** A list of payouts as this hook reads it: the row an open URL dialog shows (useListPage). */
interface PayoutList {
  rowFor: (
    dialog: { isOpen: boolean; id?: string; row?: PayoutRow },
    idOf: (row: PayoutRow) => string | undefined,
  ) => PayoutRow | undefined;
}

/**
 * 'Payout Details' (?dialog=payout&id=) over a list of payouts, shared by Payouts and Transfers:
 * `open` is the rows' 'View details'; `dialog` shows the row (found in the list again after a
 * reload) with 'Verify Payout'.
 */
export function usePayoutDetails(list: PayoutList) {
  const details = useUrlDialog<PayoutRow>(PAYOUT_DIALOG);
  const verification = useStartVerification();
  const payout = list.rowFor(details, payoutRowId);
  return {
    open: (row: PayoutRow) => details.open(payoutRowId(row), row),
    dialog: payout ? (
      <LazyPayoutDetailsDialog
        open={details.isOpen}
        onClose={details.close}
        payout={payout}
        onVerify={verification.start}
        verifyState={verification.state}
      />
    ) : null,
  };
}

import { fetchPayoutHistory, payoutKeys } from '@merchant/api';
import {
  PayoutListScreen,
  payoutColumns,
  payoutFilters,
  payoutRowId,
  type PayoutRow,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import {
  LazyPayoutDetailsDialog,
  PayoutFlows,
  TRANSFER_DIALOG,
  useStartVerification,
} from '../payout-flow';
import { DuplicateBanner } from '../../../app/money/DuplicateBanner';

/** /dashboard/account/payouts: the list, 'Payout Details' (?dialog=payout&id=) and the payout flow. */
export function PayoutsRoute() {
  const { currency } = useDisplayCurrency();
  const details = useUrlDialog<PayoutRow>('payout');
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const verification = useStartVerification();
  const list = useListPage({
    definition: payoutFilters,
    source: {
      keys: payoutKeys,
      all: async (query) => (await fetchPayoutHistory(query.status)).items,
    },
    columns: payoutColumns,
    fileName: 'Payouts',
  });
  const payout = list.rowFor(details, payoutRowId);

  return (
    <>
      <DuplicateBanner list="payouts" />
      <PayoutListScreen
        {...list.screen}
        onInitiatePayout={() => transfer.open()}
        onViewDetails={(row) => details.open(payoutRowId(row), row)}
      />
      {payout ? (
        <LazyPayoutDetailsDialog
          open={details.isOpen}
          onClose={details.close}
          payout={payout}
          onVerify={verification.start}
          verifyState={verification.state}
        />
      ) : null}
      <PayoutFlows defaultCurrency={currency} />
    </>
  );
}

import { fetchPayoutHistory, payoutKeys } from '@merchant/api';
import { PayoutListScreen, payoutColumns, payoutFilters } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import { loadPayoutRecords, PayoutFlows, TRANSFER_DIALOG, usePayoutDetails } from '../payout-flow';
import { MoneyListBanner } from '../../../app/money/MoneyListBanner';

/** /dashboard/account/payouts: the list, 'Payout Details' (?dialog=payout&id=) and the payout flow. */
export function PayoutsRoute() {
  const { currency } = useDisplayCurrency();
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const list = useListPage({
    definition: payoutFilters,
    source: {
      keys: payoutKeys,
      all: async (query) => (await fetchPayoutHistory(query.status)).items,
    },
    columns: payoutColumns,
    fileName: 'Payouts',
  });
  const details = usePayoutDetails(list);

  return (
    <>
      <MoneyListBanner list="payouts" loadRecords={loadPayoutRecords} />
      <PayoutListScreen
        {...list.screen}
        onInitiatePayout={() => transfer.open()}
        onViewDetails={details.open}
      />
      {details.dialog}
      <PayoutFlows defaultCurrency={currency} />
    </>
  );
}

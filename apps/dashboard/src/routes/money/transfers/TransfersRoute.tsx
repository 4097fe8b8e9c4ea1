import { useSearchParams } from 'react-router-dom';
import { fetchPayouts, payoutKeys, useWalletBalances } from '@merchant/api';
import {
  TransferListScreen,
  TransfersScreen,
  textSearchParam,
  transferColumns,
  transferFilters,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { toRemoteData } from '../../../app/toRemoteData';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import {
  LazyWalletFundingDialog,
  PayoutFlows,
  TRANSFER_DIALOG,
  usePayoutDetails,
  loadPayoutRecords,
} from '../payout-flow';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { toMoneyWallet } from '../shared/toMoneyWallet';
import { MoneyListBanner } from '../../../app/money/MoneyListBanner';

/** The naira wallet is the one funded by bank transfer (part 2 section 2). */
const FUNDED_CURRENCY = 'NGN';

/** The open currency tab; none in the address shows the display currency's. */
const CURRENCY = textSearchParam('currency');

/** /dashboard/payout/transfer: `?currency=` picks the tab, `?dialog=transfer` and `?dialog=fund` open the modals. */
export function TransfersRoute() {
  const [params, setParams] = useSearchParams();
  const { currency: displayCurrency } = useDisplayCurrency();
  const wallets = useWalletBalances();
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const fund = useUrlDialog('fund');
  const currency = CURRENCY.read(params) ?? displayCurrency;
  const walletList = (wallets.data ?? []).map(toMoneyWallet);
  const naira = walletList.find((wallet) => wallet.currency === FUNDED_CURRENCY);
  // payout/all has no currency parameter: the tab keeps the payouts debited in its currency.
  const transfers = useListPage({
    definition: transferFilters,
    extraQuery: { currency },
    source: {
      keys: payoutKeys,
      all: async (query) =>
        (await fetchPayouts()).items.filter(
          (row) => (row.debitCurrency ?? FUNDED_CURRENCY) === query.currency,
        ),
    },
    columns: transferColumns,
    fileName: 'Transfers',
  });
  const { data } = transfers.screen;
  const details = usePayoutDetails(transfers);

  return (
    <>
      <MoneyListBanner list="payouts" loadRecords={loadPayoutRecords} />
      <TransfersScreen
        currencies={walletList.map((wallet) => wallet.currency)}
        currency={currency}
        onCurrencyChange={(next) => setParams((current) => CURRENCY.write(current, next))}
        wallet={toRemoteData(wallets, (data) =>
          data.map(toMoneyWallet).find((wallet) => wallet.currency === currency),
        )}
        noTransfers={data.status === 'ready' && data.data.rows.length === 0}
        onMakeTransfer={() => transfer.open()}
        onFundBalance={() => fund.open()}
        list={<TransferListScreen {...transfers.screen} onViewDetails={details.open} />}
      />
      {details.dialog}
      <LazyWalletFundingDialog
        open={fund.isOpen}
        onClose={fund.close}
        title="Fund Balance"
        currency={FUNDED_CURRENCY}
        account={naira?.accountDetails}
      />
      <PayoutFlows defaultCurrency={currency} />
    </>
  );
}

import { useSearchParams } from 'react-router-dom';
import { fetchPayouts, payoutKeys, useWalletBalances } from '@merchant/api';
import {
  TransferListScreen,
  TransfersScreen,
  payoutRowId,
  textSearchParam,
  transferColumns,
  transferFilters,
  type PayoutRow,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { toRemoteData } from '../../../app/toRemoteData';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import {
  LazyPayoutDetailsDialog,
  LazyWalletFundingDialog,
  PayoutFlows,
  TRANSFER_DIALOG,
  useStartVerification,
} from '../payout-flow';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { toMoneyWallet } from '../shared/toMoneyWallet';
import { DuplicateBanner } from '../../../app/money/DuplicateBanner';

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
  const verification = useStartVerification();
  const currency = CURRENCY.read(params) ?? displayCurrency;
  const details = useUrlDialog<PayoutRow>('payout');
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
  const payout = transfers.rowFor(details, payoutRowId);

  return (
    <>
      <DuplicateBanner list="payouts" />
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
        list={
          <TransferListScreen
            {...transfers.screen}
            onViewDetails={(row) => details.open(payoutRowId(row), row)}
          />
        }
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

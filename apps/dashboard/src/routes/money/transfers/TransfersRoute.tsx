import { useSearchParams } from 'react-router-dom';
import { usePayouts, useWalletBalances } from '@merchant/api';
import { TransfersScreen, WalletFundingDialog } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useDisplayCurrency } from '../../../session/displayCurrency';
import { PayoutFlow, TRANSFER_DIALOG } from '../payout-flow';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { toMoneyWallet } from '../shared/toMoneyWallet';

/** The naira wallet is the one funded by bank transfer (part 2 section 2). */
const FUNDED_CURRENCY = 'NGN';

/** /dashboard/payout/transfer: `?currency=` picks the tab, `?dialog=transfer` and `?dialog=fund` open the modals. */
export function TransfersRoute() {
  const [params, setParams] = useSearchParams();
  const { currency: displayCurrency } = useDisplayCurrency();
  const wallets = useWalletBalances();
  const payouts = usePayouts();
  const transfer = useUrlDialog(TRANSFER_DIALOG);
  const fund = useUrlDialog('fund');
  const currency = params.get('currency') ?? displayCurrency;
  const list = (wallets.data ?? []).map(toMoneyWallet);
  const naira = list.find((wallet) => wallet.currency === FUNDED_CURRENCY);

  return (
    <>
      <TransfersScreen
        currencies={list.map((wallet) => wallet.currency)}
        currency={currency}
        onCurrencyChange={(next) =>
          setParams((current) => {
            const search = new URLSearchParams(current);
            search.set('currency', next);
            return search;
          })
        }
        wallet={toRemoteData(wallets, (data) =>
          data.map(toMoneyWallet).find((wallet) => wallet.currency === currency),
        )}
        noTransfers={payouts.data !== undefined && payouts.data.total === 0}
        onMakeTransfer={() => transfer.open()}
        onFundBalance={() => fund.open()}
        list={null}
      />
      <WalletFundingDialog
        open={fund.isOpen}
        onClose={fund.close}
        title="Fund Balance"
        currency={FUNDED_CURRENCY}
        account={naira?.accountDetails}
      />
      <PayoutFlow defaultCurrency={currency} />
    </>
  );
}

import { useBalanceTotals, useWalletBalances } from '@merchant/api';
import { BalancesScreen, TOP_UP_CURRENCY, WalletFundingDialog } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';
import { toMoneyWallet } from '../shared/toMoneyWallet';

/** /dashboard/account/balances; `?dialog=topup&id=NGN` opens 'Topup Balance'. */
export function BalancesRoute() {
  const totals = useBalanceTotals();
  const wallets = useWalletBalances();
  const topUp = useUrlDialog('topup');
  const list = (wallets.data ?? []).map(toMoneyWallet);
  // Top Up is offered on the NGN wallet only, whatever the URL says.
  const topUpWallet =
    topUp.id === TOP_UP_CURRENCY
      ? list.find((wallet) => wallet.currency === TOP_UP_CURRENCY)
      : undefined;

  return (
    <>
      <BalancesScreen
        totals={toRemoteData(totals)}
        wallets={toRemoteData(wallets, (data) => data.map(toMoneyWallet))}
        onTopUp={(wallet) => topUp.open(wallet.currency)}
      />
      <WalletFundingDialog
        open={topUpWallet !== undefined}
        onClose={topUp.close}
        title="Topup Balance"
        currency={topUpWallet?.currency ?? ''}
        account={topUpWallet?.accountDetails}
      />
    </>
  );
}

import type { Wallet } from '@merchant/api';
import type { MoneyWallet } from '@merchant/screens';

/** The api's wallet as the money screens show it. */
export function toMoneyWallet(wallet: Wallet): MoneyWallet {
  return {
    currency: wallet.currencyShortName,
    availableBalance: wallet.availableBalance,
    ledgerBalance: wallet.ledgerBalance,
    totalTransfer: wallet.totalTransfer ?? 0,
    successfulTransfer: wallet.successfulTransfer ?? 0,
    accountDetails: wallet.accountDetails,
  };
}

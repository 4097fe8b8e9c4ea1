import type { ReactNode } from 'react';
import { Card, money } from '@merchant/ui';
import type { MoneyWallet } from '../../types';
import { WalletFigures, WalletHeader, WalletTitle, WalletAccount } from './WalletCard.styles';

export interface WalletCardProps {
  /** The wallet. */
  wallet: MoneyWallet;
  /** A button at the top right ('Top Up' on the NGN wallet). */
  action?: ReactNode;
}

/** "currency short name plus 'Balance', account name with account number, available balance, ledger balance". */
export function WalletCard({ wallet, action }: WalletCardProps) {
  const titleId = `wallet-${wallet.currency}`;
  const { accountName, accountNumber } = wallet.accountDetails ?? {};
  return (
    <Card role="group" aria-labelledby={titleId}>
      <WalletHeader>
        <WalletTitle id={titleId}>{`${wallet.currency} Balance`}</WalletTitle>
        {action}
      </WalletHeader>
      <WalletAccount>
        {accountName || accountNumber
          ? [accountName, accountNumber].filter(Boolean).join(' · ')
          : 'No funding account'}
      </WalletAccount>
      <WalletFigures>
        <div>
          <dt>Available balance</dt>
          <dd>{money(wallet.availableBalance, wallet.currency)}</dd>
        </div>
        <div>
          <dt>Ledger balance</dt>
          <dd>{money(wallet.ledgerBalance, wallet.currency)}</dd>
        </div>
      </WalletFigures>
    </Card>
  );
}

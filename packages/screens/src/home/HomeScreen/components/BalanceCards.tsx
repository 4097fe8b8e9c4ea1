import { ErrorState, Link, money, StatCard } from '@merchant/ui';
import { PATHS } from '../../../routes/paths';
import type { RemoteData } from '../../../types';
import type { WalletBalance } from '../../types';
import { StatGrid, WideCard } from './StatGrid.styles';

export interface BalanceCardsProps {
  /** The wallet figures. */
  wallet: RemoteData<WalletBalance>;
  /** ISO code the amounts are in. */
  currency: string;
}

export const BALANCES_HREF = PATHS.balances;
export const AVAILABLE_TOOLTIP = 'This is the money for transfers.';
export const LEDGER_TOOLTIP =
  'This is the money you have made that will be settled to your preferred account on the due date.';

/** Available and ledger balances, each with its change from last week and a way to the balances page. */
export function BalanceCards({ wallet, currency }: BalanceCardsProps) {
  if (wallet.status === 'error') {
    return (
      <StatGrid aria-label="Wallet balance">
        <WideCard>
          <ErrorState message={wallet.message} onRetry={wallet.onRetry} />
        </WideCard>
      </StatGrid>
    );
  }
  const loading = wallet.status === 'loading';
  const data = wallet.status === 'ready' ? wallet.data : undefined;
  const viewBalance = <Link href={BALANCES_HREF}>View Balance</Link>;
  return (
    <StatGrid aria-label="Wallet balance">
      <StatCard
        label="Available balance"
        value={data ? money(data.availableBalance, currency) : ''}
        change={data ? data.availableBalanceChange : 0}
        tooltip={AVAILABLE_TOOLTIP}
        action={viewBalance}
        loading={loading}
      />
      <StatCard
        label="Ledger balance"
        value={data ? money(data.ledgerBalance, currency) : ''}
        change={data ? data.ledgerBalanceChange : 0}
        tooltip={LEDGER_TOOLTIP}
        action={viewBalance}
        loading={loading}
      />
    </StatGrid>
  );
}

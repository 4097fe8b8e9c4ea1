import { Badge, Button, ErrorState, Link, StatCard, money } from '@merchant/ui';
import { PATHS } from '../../routes/paths';
import type { RemoteData } from '../../types';
import type { BalanceTotals, MoneyWallet } from '../types';
import { WalletCard } from './components/WalletCard';
import { BalancesRoot, CardGrid, SectionTitle, WideCard } from './BalancesScreen.styles';

/** Part 2 section 9: "Top Up offered only for NGN wallets". */
export const TOP_UP_CURRENCY = 'NGN';
/** Part 2 section 9: "Balance summary cards carry a fixed display percentage of 10". */
const SUMMARY_PERCENT = '10%';
/** The summary amounts are not tied to a wallet; the spec shows refunds in NGN (section 9). */
const SUMMARY_CURRENCY = 'NGN';

export interface BalancesScreenProps {
  /** The chargeback, refund and non-compliance amounts. */
  totals: RemoteData<BalanceTotals>;
  /** Every wallet of the business, in any order. */
  wallets: RemoteData<readonly MoneyWallet[]>;
  /** Called by 'Top Up' (NGN wallet only). */
  onTopUp: (wallet: MoneyWallet) => void;
}

/** "sorted by available balance descending". */
function byAvailableBalance(wallets: readonly MoneyWallet[]): MoneyWallet[] {
  return [...wallets].sort((a, b) => b.availableBalance - a.availableBalance);
}

function SummaryCards({ totals }: Pick<BalancesScreenProps, 'totals'>) {
  if (totals.status === 'error')
    return (
      <CardGrid aria-label="Summary">
        <WideCard>
          <ErrorState message={totals.message} onRetry={totals.onRetry} />
        </WideCard>
      </CardGrid>
    );
  const data = totals.status === 'ready' ? totals.data : undefined;
  const loading = totals.status === 'loading';
  const figure = (value: number | undefined) =>
    value === undefined ? '' : money(value, SUMMARY_CURRENCY);
  const percent = <Badge tone="neutral">{SUMMARY_PERCENT}</Badge>;
  return (
    <CardGrid aria-label="Summary">
      <StatCard
        label="Dispute/Chargeback"
        value={figure(data?.chargebacks)}
        action={<Link href={PATHS.chargebacks}>View chargebacks</Link>}
        loading={loading}
      >
        {percent}
      </StatCard>
      <StatCard
        label="Refunds"
        value={figure(data?.refunds)}
        action={<Link href={PATHS.refunds}>See all refunds</Link>}
        loading={loading}
      >
        {percent}
      </StatCard>
      <StatCard
        label="Non-compliance assessment"
        value={figure(data?.nonCompliance)}
        tooltip="What you have been charged for defaulting on compliance rules."
        loading={loading}
      >
        {percent}
      </StatCard>
    </CardGrid>
  );
}

function Wallets({ wallets, onTopUp }: Omit<BalancesScreenProps, 'totals'>) {
  if (wallets.status === 'error')
    return (
      <WideCard>
        <ErrorState message={wallets.message} onRetry={wallets.onRetry} />
      </WideCard>
    );
  if (wallets.status === 'loading')
    return (
      <CardGrid aria-label="Wallets" aria-busy="true">
        <StatCard label="Balance" value="" loading />
        <StatCard label="Balance" value="" loading />
      </CardGrid>
    );
  return (
    <CardGrid aria-label="Wallets">
      {byAvailableBalance(wallets.data).map((wallet) => (
        <WalletCard
          key={wallet.currency}
          wallet={wallet}
          action={
            wallet.currency === TOP_UP_CURRENCY ? (
              <Button size="sm" onClick={() => onTopUp(wallet)}>
                Top Up
              </Button>
            ) : undefined
          }
        />
      ))}
    </CardGrid>
  );
}

/**
 * Balances (part 2 section 2): the three summary cards with their links and the fixed 10 %,
 * then one card per wallet, highest available balance first, 'Top Up' on the NGN wallet only.
 */
export function BalancesScreen({ totals, wallets, onTopUp }: BalancesScreenProps) {
  return (
    <BalancesRoot>
      <SummaryCards totals={totals} />
      <SectionTitle>Wallets</SectionTitle>
      <Wallets wallets={wallets} onTopUp={onTopUp} />
    </BalancesRoot>
  );
}

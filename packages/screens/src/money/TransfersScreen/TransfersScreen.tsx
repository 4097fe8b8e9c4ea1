import type { ReactNode } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  OfflineGated,
  StatCard,
  Tabs,
  formatCount,
  money,
} from '@merchant/ui';
import type { RemoteData } from '../../types';
import type { MoneyWallet } from '../types';
import {
  CardGrid,
  HeaderActions,
  TransfersHeader,
  TransfersRoot,
  WideCard,
} from './TransfersScreen.styles';

/** Part 2 section 2, Transfers: the empty state and its suggestion. */
export const NO_TRANSFERS_TITLE = 'You have not made any transfers';
export const NO_TRANSFERS_SUGGESTION =
  "Make your first transfer to a merchant's e-mail address or to a bank account.";

export interface TransfersScreenProps {
  /** The currencies of the business's wallets: one tab each. */
  currencies: readonly string[];
  /** The selected tab's currency. */
  currency: string;
  /** Called with the tab the user picks. */
  onCurrencyChange: (currency: string) => void;
  /** The selected currency's wallet (undefined when the business holds none in it). */
  wallet: RemoteData<MoneyWallet | undefined>;
  /** True once the list is known to hold no transfer at all: the empty state shows. */
  noTransfers: boolean;
  /** 'Make a Transfer'. */
  onMakeTransfer: () => void;
  /** 'Fund Balance': how to fund the naira wallet. */
  onFundBalance: () => void;
  /** The payout list of the selected currency. */
  list: ReactNode;
}

function Cards({ wallet, currency }: Pick<TransfersScreenProps, 'wallet' | 'currency'>) {
  if (wallet.status === 'error')
    return (
      <CardGrid aria-label="Transfer summary">
        <WideCard>
          <ErrorState message={wallet.message} onRetry={wallet.onRetry} />
        </WideCard>
      </CardGrid>
    );
  const data = wallet.status === 'ready' ? wallet.data : undefined;
  const loading = wallet.status === 'loading';
  return (
    <CardGrid aria-label="Transfer summary">
      <StatCard
        label="Available Balance"
        value={money(data?.availableBalance ?? 0, currency)}
        tooltip="This is the money for transfers."
        loading={loading}
      />
      <StatCard
        label="Total Transfer"
        value={money(data?.totalTransfer ?? 0, currency)}
        loading={loading}
      />
      <StatCard
        label="Successful Transfers"
        value={formatCount(data?.successfulTransfer ?? 0)}
        loading={loading}
      />
    </CardGrid>
  );
}

/**
 * Transfers (part 2 section 2): tabs by currency, three cards (Available Balance, Total
 * Transfer, Successful Transfers), 'Make a Transfer' and 'Fund Balance', then the payout list.
 */
export function TransfersScreen({
  currencies,
  currency,
  onCurrencyChange,
  wallet,
  noTransfers,
  onMakeTransfer,
  onFundBalance,
  list,
}: TransfersScreenProps) {
  const makeTransfer = (
    <OfflineGated action="make a transfer">
      {(gate) => (
        <Button
          onClick={onMakeTransfer}
          disabled={gate.disabled}
          aria-describedby={gate.reason && gate.reasonId}
        >
          Make a Transfer
        </Button>
      )}
    </OfflineGated>
  );
  return (
    <TransfersRoot>
      <TransfersHeader>
        <h2>Transfers</h2>
        <HeaderActions>
          <Button variant="secondary" onClick={onFundBalance}>
            Fund Balance
          </Button>
          {makeTransfer}
        </HeaderActions>
      </TransfersHeader>
      <Tabs
        aria-label="Currency"
        value={currency}
        onChange={onCurrencyChange}
        tabs={(currencies.length ? currencies : [currency]).map((code) => ({
          id: code,
          label: code,
        }))}
      >
        <TransfersRoot>
          <Cards wallet={wallet} currency={currency} />
          {list}
          {/* Below the list: shown once the list answers empty, it moves nothing already drawn. */}
          {noTransfers ? (
            <EmptyState
              title={NO_TRANSFERS_TITLE}
              message={NO_TRANSFERS_SUGGESTION}
              action={makeTransfer}
            />
          ) : null}
        </TransfersRoot>
      </Tabs>
    </TransfersRoot>
  );
}

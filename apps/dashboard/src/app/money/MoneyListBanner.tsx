import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { MoneyRecordRow } from '@merchant/screens';
import { ledgerSnapshot, subscribeToLedger } from './ledgerStorage';
import type { MoneyList } from './moneyLedger';

// What a banner shows loads only once a money action left something (ADR 008: what a merchant
// meets after an action loads on that action).
const PendingSends = lazy(() =>
  import('./PendingSends').then((module) => ({ default: module.PendingSends })),
);

interface MoneyListBannerProps {
  list: MoneyList;
  /** Reads the list afresh, newest first, as notice rows: what a send is checked in. */
  loadRecords: () => Promise<MoneyRecordRow[]>;
}

/**
 * What money actions left on this list, until the merchant dismisses it: a double record, and
 * every send whose outcome nobody has seen, each checked again in the list as it is now.
 */
export function MoneyListBanner({ list, loadRecords }: MoneyListBannerProps) {
  const ledger = useSyncExternalStore(subscribeToLedger, ledgerSnapshot);
  if (!ledger) return null;
  return (
    <Suspense fallback={null}>
      <PendingSends list={list} loadRecords={loadRecords} ledger={ledger} />
    </Suspense>
  );
}

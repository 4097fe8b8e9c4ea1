import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MoneyNotice, MoneyRecordRow } from '@merchant/screens';
import { dismissDuplicate, useDuplicateNotice, type MoneyList } from './duplicateNotices';
import {
  ledgerSnapshot,
  resolveSend,
  subscribeToLedger,
  unresolvedSends,
  type SentInstruction,
} from './moneyLedger';
import { verdictOf } from './moneyRecords';

const MoneyOutcomeNotice = lazy(() =>
  import('./moneyOutcomeNotice').then((module) => ({ default: module.MoneyOutcomeNotice })),
);

interface MoneyListBannerProps {
  list: MoneyList;
  /** Reads the list afresh, newest first, as notice rows: what an unresolved send is checked in. */
  loadRecords: () => Promise<MoneyRecordRow[]>;
}

/**
 * What a money action left on this list, until the merchant dismisses it: a duplicate it found,
 * and every send whose outcome nobody has seen (the answer never came, or the session ended
 * first), checked again in the list as it is now.
 */
export function MoneyListBanner({ list, loadRecords }: MoneyListBannerProps) {
  const duplicate = useDuplicateNotice(list);
  const ledger = useSyncExternalStore(subscribeToLedger, ledgerSnapshot);
  // The ledger's text is what changes; the sends are read from it.
  const sends = useMemo(() => (ledger ? unresolvedSends(list) : []), [ledger, list]);
  if (!duplicate && !sends.length) return null;
  return (
    <Suspense fallback={null}>
      {duplicate && (
        <MoneyOutcomeNotice notice={duplicate} onDismiss={() => dismissDuplicate(list)} />
      )}
      {sends.map((send) => (
        <UnresolvedSend key={send[0]?.key} send={send} loadRecords={loadRecords} />
      ))}
    </Suspense>
  );
}

/** One send without an outcome, and what the list shows of it now. */
function UnresolvedSend({
  send,
  loadRecords,
}: {
  send: SentInstruction[];
  loadRecords: () => Promise<MoneyRecordRow[]>;
}) {
  const [first] = send;
  const [rows, setRows] = useState<MoneyRecordRow[] | null>(null);
  useEffect(() => {
    let live = true;
    loadRecords().then(
      (after) => live && setRows(after),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [loadRecords]);
  if (!first) return null;
  const action = first.noun;
  const verdict = rows
    ? verdictOf(
        first.before,
        rows,
        send.map((entry) => entry.instruction),
      )
    : undefined;
  let notice: MoneyNotice;
  if (!verdict) notice = { kind: 'unknown', action, rows: [], checking: true };
  else if (verdict.kind === 'duplicate' || verdict.kind === 'recorded')
    notice = { kind: verdict.kind, action, rows: verdict.rows };
  else notice = { kind: 'unknown', action, rows: verdict.rows };
  return (
    <MoneyOutcomeNotice notice={notice} onDismiss={() => resolveSend(first.key, Date.now())} />
  );
}

import { useEffect, useMemo, useState } from 'react';
import { MoneyOutcomeNotice, type MoneyNotice, type MoneyRecordRow } from '@merchant/screens';
import { resolveSend, unresolvedSends, type MoneyList, type SentInstruction } from './moneyLedger';
import { verdictOf } from './moneyRecords';

export interface PendingSendsProps {
  list: MoneyList;
  /** Reads the list afresh, newest first, as notice rows. */
  loadRecords: () => Promise<MoneyRecordRow[]>;
  /** The ledger's text: what changes when a send is written down or resolved. */
  ledger: string;
}

/**
 * Every send into this list whose outcome nobody has seen (the answer never came, or the
 * session ended first) or that was recorded twice, checked again in the list as it is now,
 * until dismissed.
 */
export function PendingSends({ list, loadRecords, ledger }: PendingSendsProps) {
  const sends = useMemo(() => (ledger ? unresolvedSends(list) : []), [ledger, list]);
  return sends.map((send) => (
    <UnresolvedSend key={send[0]?.key} send={send} loadRecords={loadRecords} />
  ));
}

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

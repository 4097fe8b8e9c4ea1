import { startReconciler } from '../../apps/dashboard/src/routes/money/reconciliation/statement/startReconciler';
import type { SettlementToMatch } from '../../apps/dashboard/src/routes/money/reconciliation/statement/match';

const LINES = 10_000;
const SETTLEMENTS = 10_000;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 8, 1);

/** What the bench driver (bench/reconcile.mjs) reads back from one run. */
export interface ReconcileRun {
  /** Milliseconds from handing the file to the worker to the reconciled ledger. */
  total: number;
  open: number;
  read: number;
  match: number;
  lines: number;
  matched: number;
  /** The longest task on the page's thread meanwhile, and the longest gap between frames. */
  longestTask: number;
  longestFrameGap: number;
}

declare global {
  interface Window {
    runReconcile?: () => Promise<ReconcileRun>;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const date = (time: number) => {
  const d = new Date(time);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/** 10,000 Completed settlements over 60 days, and a statement paying them: by reference, by amount, some short, some unknown. */
function fixtures() {
  const settlements: SettlementToMatch[] = [];
  const rows = ['Trans. Date,Value Date,Narration,Debit,Credit,Balance'];
  for (let i = 0; i < SETTLEMENTS; i += 1) {
    const time = START + Math.floor((i / SETTLEMENTS) * 60) * DAY_MS;
    const amount = 5_000 + ((i * 7_919) % 2_000_000) + (i % 100) / 100;
    const reference = `STL-${String(100_000_000_000 + i * 37)}`;
    settlements.push({
      transactionAmount: amount + 100,
      fee: 100,
      currency: 'NGN',
      settlementStatus: 'Completed',
      dateCreated: new Date(time + 3_600_000).toISOString(),
      transactionReference: reference,
    });
    if (rows.length > LINES) continue;
    const credited = i % 50 === 5 ? amount - 500 : amount;
    // One in ten names no reference: matched by amount within a few days.
    const narration =
      i % 10 === 0 ? `NIP FRM PROVIDER SETTLEMENT ${i}` : `NIP/${reference}/SETTLEMENT`;
    const money = (n: number) => `"${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;
    rows.push(`${date(time + DAY_MS)},${date(time + DAY_MS)},${narration},,${money(credited)},`);
  }
  return { settlements, csv: rows.join('\r\n') };
}

const { settlements, csv } = fixtures();

window.runReconcile = async () => {
  const reconciler = await startReconciler();
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let longestFrameGap = 0;
  let last = performance.now();
  let running = true;
  const frame = (now: number) => {
    longestFrameGap = Math.max(longestFrameGap, now - last);
    last = now;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  const file = new File([csv], 'statement.csv', { type: 'text/csv' });
  const noProgress = reconciler.proxy(() => {});
  const t0 = performance.now();
  const opened = await reconciler.api.open(file, noProgress);
  const t1 = performance.now();
  if ('reason' in opened) throw new Error(String(opened.reason));
  const read = await reconciler.api.read(opened.mapping, 'NGN', noProgress);
  const t2 = performance.now();
  if ('reason' in read) throw new Error(String(read.reason));
  const result = await reconciler.api.match(settlements, noProgress);
  const t3 = performance.now();
  running = false;
  observer.disconnect();
  reconciler.terminate();
  return {
    total: t3 - t0,
    open: t1 - t0,
    read: t2 - t1,
    match: t3 - t2,
    lines: result.lines.length,
    matched: result.lines.filter((line) => line.outcome === 'Matched').length,
    longestTask: Math.max(0, ...tasks),
    longestFrameGap,
  };
};

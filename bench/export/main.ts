import { buildExportFile, type ExportColumn } from '@merchant/ui/export';

/** A transaction as the list's export reads it: text, Naira amounts and dates. */
interface Row {
  id: number;
  date: string;
  customer: string;
  email: string;
  reference: string;
  amount: number;
  status: string;
}

const STATUSES = ['Successful', 'Failed', 'Pending', 'Abandoned'];
const NAMES = ['Ada Obi', 'Chidi Okafor', 'Ngozi Eze', 'Tunde Bakare', '=SUM(A1)', 'Bola Ade'];

/** `count` generated transactions, every sixth customer a formula-like text. */
function makeRows(count: number): Row[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => ({
    id: 100_000 + i,
    date: new Date(start + i * 60_000).toISOString(),
    customer: NAMES[i % NAMES.length] ?? '',
    email: `customer${i}@example.com`,
    reference: `PAY-${String(i).padStart(8, '0')}`,
    amount: 500 + ((i * 7_919) % 2_000_000) / 100,
    status: STATUSES[i % STATUSES.length] ?? '',
  }));
}

/** The eight columns a transactions export writes, formatting on the page as the list does. */
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const columns: ReadonlyArray<ExportColumn<Row>> = [
  { header: 'Date', value: (row) => row.date.slice(0, 16).replace('T', ' ') },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Email', value: (row) => row.email },
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Currency', value: () => 'NGN' },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Amount (₦)', value: (row) => naira.format(row.amount) },
  { header: 'Status', value: (row) => row.status },
];

/** What the bench driver (bench/export.mjs) reads back from one export. */
export interface ExportRun {
  /** Milliseconds from the call to the file, the worker's start included. */
  total: number;
  /** Milliseconds until every row had crossed to the worker (the page's part). */
  sent: number;
  /** Milliseconds until the worker started the library's single write step. */
  writing: number;
  bytes: number;
  /** The longest task on the page's thread meanwhile, and the longest gap between frames. */
  longestTask: number;
  longestFrameGap: number;
}

declare global {
  interface Window {
    runExport?: (format: 'csv' | 'xls' | 'xlsx', count: number) => Promise<ExportRun>;
  }
}

const generated = new Map<number, Row[]>();

window.runExport = async (format, count) => {
  const rows = generated.get(count) ?? makeRows(count);
  generated.set(count, rows);
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

  const started = performance.now();
  let sent = 0;
  let writing = 0;
  const blob = await buildExportFile(
    { rows, columns, fileName: 'bench', format },
    {
      onProgress: (progress) => {
        if (progress.step === 'preparing' && progress.percent >= 50 && sent === 0)
          sent = performance.now() - started;
        if (progress.step === 'writing') writing = performance.now() - started;
      },
    },
  );
  const total = performance.now() - started;
  running = false;
  observer.disconnect();
  return {
    total,
    sent,
    writing,
    bytes: blob.size,
    longestTask: Math.max(0, ...tasks),
    longestFrameGap,
  };
};

import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, ThemeProvider } from '@merchant/ui';
import {
  makeTransactions,
  transactionColumns,
} from '../../packages/ui/src/components/DataTable/DataTable.fixtures';

const ROWS = makeTransactions(10_000);

/** What the bench driver (bench/table.mjs) calls in the page. */
export interface BenchApi {
  /** Replaces the data with a fresh copy (empty caches), unsorted and unfiltered. */
  reset: () => Promise<void>;
  /**
   * Milliseconds from clicking `target` (a CSS selector, or 'header:<text>' for a sort button) to
   * React's commit (`commit`) and to the frame after the next paint (`paint`).
   */
  clickToPaint: (target: string) => Promise<{ commit: number; paint: number }>;
  /** Rows currently in the DOM and the first row's text, to check a step did something. */
  snapshot: () => { domRows: number; firstRow: string; ariaSort: string[] };
}

declare global {
  interface Window {
    bench?: BenchApi;
  }
}

const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

let resetData: (() => void) | null = null;

function findTarget(target: string): HTMLElement | null {
  if (!target.startsWith('header:')) return document.querySelector<HTMLElement>(target);
  const text = target.slice('header:'.length);
  return (
    Array.from(document.querySelectorAll<HTMLElement>('thead button')).find(
      (button) => button.textContent?.trim() === text,
    ) ?? null
  );
}

function BenchPage() {
  const [data, setData] = useState(ROWS);
  const [search, setSearch] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    resetData = () => {
      setData(ROWS.slice());
      setSearch('');
      setVersion((v) => v + 1);
    };
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
        <button type="button" id="filter" onClick={() => setSearch('ada')}>
          Filter
        </button>
        <button type="button" id="clear" onClick={() => setSearch('')}>
          Clear filter
        </button>
      </div>
      <DataTable
        key={version}
        label="Transactions"
        columns={transactionColumns}
        data={data}
        getRowId={(row) => row.id}
        search={search}
        maxHeight="640px"
      />
    </main>
  );
}

window.bench = {
  reset: async () => {
    resetData?.();
    await nextPaint();
  },
  clickToPaint: async (target) => {
    const element = findTarget(target);
    if (!element) throw new Error(`No element for ${target}`);
    const started = performance.now();
    element.click();
    // React flushes a click's update in a microtask; after this one the commit is done.
    await Promise.resolve();
    const commit = performance.now() - started;
    await nextPaint();
    return { commit, paint: performance.now() - started };
  },
  snapshot: () => {
    const bodyRows = document.querySelectorAll('tbody tr[aria-rowindex]');
    return {
      domRows: bodyRows.length,
      firstRow: bodyRows[0]?.textContent ?? '',
      ariaSort: Array.from(
        document.querySelectorAll('th[aria-sort]'),
        (th) => th.getAttribute('aria-sort') ?? '',
      ),
    };
  },
};

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <ThemeProvider theme="light">
      <BenchPage />
    </ThemeProvider>,
  );

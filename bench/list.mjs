/* global console, performance, process, setTimeout, URL, PerformanceObserver, fetch -- Node's globals (eslint.config.js gives them to scripts/ only) */
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate callbacks run in the browser. */
// The transactions list as the merchant's data grows: 1,000, 10,000 and 100,000 orders.
//
//   pnpm bench:list             (BENCH_RUNS=5 rounds, at most 6; BENCH_SIZES=medium,huge to pick sizes;
//                                CHROMIUM_PATH overrides /usr/bin/chromium)
//
// The page is the build for a real API (no sandbox in it, so its heap is the dashboard's own);
// the API is the sandbox's own handlers behind an HTTPS server in this process
// (lighthouse-api/server.mjs), seeded per size with the sandbox's scenarios. What it measures and
// its budgets: bench/README.md. Exits 1 when a budget breaks.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright';
import { createServer } from 'vite';
import { built, EXAMPLE_API_ROOT } from '../scripts/builds.mjs';
import { startSandboxApi } from './lighthouse-api/server.mjs';

const RUNS = Math.min(6, Number(process.env.BENCH_RUNS ?? 5));
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LIST = '/dashboard/business/transactions';
/** The sandbox's scenarios by the direct sign-in's orders. */
const SIZES = [
  { scenario: 'medium', orders: 1_000 },
  { scenario: 'large', orders: 10_000 },
  { scenario: 'huge', orders: 100_000 },
].filter(({ scenario }) => !process.env.BENCH_SIZES || process.env.BENCH_SIZES.includes(scenario));
const BUDGET = {
  /** Sort and filter, click to paint, median (ms). */
  interaction: 100,
  /** The longest task on the page's thread during sorts, filters and exports (ms). */
  longTask: 200,
  /** The page's JS heap with every row loaded, after a collection (MB). */
  heapMb: 150,
  csv: 3_000,
  xlsx: 10_000,
  /** First rows past the API's answer: at most this share above the 1,000-row figure, + 50 ms. */
  firstRowsGrowth: 1.5,
};
/** The filter's statuses, one a run. */
const STATUSES = ['Failed', 'Successful', 'Pending', 'Processing', 'Reversed', 'Initiated'];
const root = fileURLToPath(new URL('..', import.meta.url));
const app = join(root, 'apps/dashboard');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Every long task and when it started, from the document's first script on. */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}
const longestTaskSince = async (page, mark) =>
  page.evaluate((from) => Math.max(0, ...window.__longTasks.slice(from)), mark);
/**
 * Where the tasks so far end. The observer hears of a task a little after it ends, so the page
 * is given a moment first: a task of the step before is not counted in the next.
 */
async function longTaskMark(page) {
  await sleep(300);
  return page.evaluate(() => window.__longTasks.length);
}

/**
 * In the page: runs `act` (a click), then waits until `done()` holds after a DOM change and for
 * the next paint (requestAnimationFrame, then a task). Returns the milliseconds from the click.
 */
function clickUntil(page, act, done) {
  return page.evaluate(
    ({ act, done }) =>
      new Promise((resolve) => {
        const check = new Function(`return (${done})()`);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!check()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        new Function(`return (${act})()`)();
      }),
    { act: act.toString(), done: done.toString() },
  );
}

/** The list's rows are in: drawn, not loading, not reading more for a sort. */
const rowsIn = () =>
  document.querySelectorAll('table tbody tr td').length > 0 &&
  !document.querySelector('table[aria-busy="true"], [aria-busy="true"] table') &&
  !document.querySelector('[aria-label="Sort progress"]');

async function signIn(page) {
  await page.goto(`${ORIGIN}/`);
  await page.getByLabel('Email address').fill('tunde@naijathreads.ng');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
}

/** The transactions list's orders reads since `since`, and how long the API took to answer each. */
function watchOrders(page) {
  const answered = [];
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/fetch/orders')) return;
    const timing = request.timing();
    answered.push(timing.responseEnd - timing.requestStart);
  });
  return answered;
}

async function measureSize(browser, db, { scenario, orders }) {
  db.resetDb(scenario);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(recordLongTasks);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  const answers = watchOrders(page);
  await signIn(page);
  // The API seeds the orders on their first read: not part of any figure.
  await page.goto(`${ORIGIN}${LIST}?status=all`);
  await page
    .getByRole('heading', { name: /^Transactions \([\d,]+\)$/ })
    .waitFor({ timeout: 180_000 });

  // First rows: from the home, the menu's Transactions, to its first page painted.
  const firstRows = [];
  const firstRowsApi = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${ORIGIN}/dashboard`);
    await page.getByRole('heading', { name: 'DASHBOARD', exact: true }).waitFor();
    answers.length = 0;
    firstRows.push(
      await clickUntil(
        page,
        () =>
          [...document.querySelectorAll('nav a')]
            .find((link) => link.textContent?.trim() === 'Transactions')
            ?.click(),
        rowsIn,
      ),
    );
    firstRowsApi.push(answers.reduce((sum, ms) => sum + ms, 0));
  }

  // Every row, for a sort: the list with every status, sorted by amount.
  await page.goto(`${ORIGIN}${LIST}?status=all`);
  const heading = page.getByRole('heading', { name: /^Transactions \([\d,]+\)$/ });
  await heading.waitFor();
  const listed = Number((await heading.innerText()).replace(/\D/g, ''));
  const sortButton = () =>
    [...document.querySelectorAll('thead button')]
      .find((button) => button.textContent?.trim() === 'Amount')
      ?.click();
  let mark = await longTaskMark(page);
  const readEveryRow = await clickUntil(page, sortButton, rowsIn);
  const readLongest = await longestTaskSince(page, mark);

  mark = await longTaskMark(page);
  const sort = [];
  const amountSort = () =>
    [...document.querySelectorAll('th')]
      .find((th) => th.textContent?.trim() === 'Amount')
      ?.getAttribute('aria-sort');
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(
      (read) => (window.__sortBefore = new Function(`return (${read})()`)()),
      amountSort.toString(),
    );
    sort.push(
      await clickUntil(page, sortButton, () => {
        const now = [...document.querySelectorAll('th')]
          .find((th) => th.textContent?.trim() === 'Amount')
          ?.getAttribute('aria-sort');
        return now !== window.__sortBefore;
      }),
    );
  }
  await sleep(300);
  const sortLongest = await longestTaskSince(page, mark);

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');

  // Exports of every row, from the menu to the file.
  mark = await longTaskMark(page);
  const exportOf = async (format) => {
    const started = Date.now();
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: format }).click();
    await download;
    return Date.now() - started;
  };
  const csv = await exportOf('.csv');
  const xlsx = await exportOf('.xlsx');
  await sleep(300);
  const exportLongest = await longestTaskSince(page, mark);

  // Filters, sorted: Apply to the new rows painted, each run a status not read before (the sort
  // reads the narrower list anew; a cached one would be shown at once).
  mark = await longTaskMark(page);
  const filter = [];
  for (const status of STATUSES.slice(0, RUNS)) {
    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('combobox', { name: 'Status' }).selectOption(status);
    await page.evaluate((value) => (window.__wantedStatus = value), status);
    filter.push(
      await clickUntil(
        page,
        () =>
          [...document.querySelectorAll('[role="dialog"] button')]
            .find((button) => button.textContent?.trim() === 'Apply')
            ?.click(),
        () => {
          const statuses = [...document.querySelectorAll('tbody tr td[data-kind="status"]')];
          return (
            statuses.length > 0 &&
            !document.querySelector('[aria-label="Sort progress"]') &&
            statuses.every((cell) => cell.textContent?.trim() === window.__wantedStatus)
          );
        },
      ),
    );
  }
  await sleep(300);
  const filterLongest = await longestTaskSince(page, mark);
  await context.close();
  return {
    scenario,
    orders,
    listed,
    firstRows: median(firstRows),
    firstRowsApi: median(firstRowsApi),
    readEveryRow,
    readLongest,
    sort: median(sort),
    sortLongest,
    filter: median(filter),
    filterLongest,
    heapMb: usedSize / 1024 / 1024,
    csv,
    xlsx,
    exportLongest,
  };
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg()[0];
  const distDir = await built('realApi');
  const server = spawn(
    'node',
    ['../../scripts/serve-static.mjs', '--dir', distDir, '--port', PORT],
    {
      cwd: app,
      stdio: 'ignore',
    },
  );
  const vite = await createServer({
    root,
    configFile: false,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const { handlers } = await vite.ssrLoadModule('/packages/api/src/mocks/handlers/index.ts');
  const db = await vite.ssrLoadModule('/packages/api/src/mocks/db.ts');
  const api = await startSandboxApi({ handlers, apiRoot: EXAMPLE_API_ROOT });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--host-resolver-rules=MAP ${new URL(EXAMPLE_API_ROOT).host} ${api.address}`,
      '--ignore-certificate-errors',
    ],
  });
  const results = [];
  try {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      if (
        await fetch(`${ORIGIN}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(250);
    }
    for (const size of SIZES) results.push(await measureSize(browser, db, size));
  } finally {
    await browser.close();
    await api.close();
    await vite.close();
    server.kill();
  }
  print(results, { started, loadAtStart });
}

function print(results, { started, loadAtStart }) {
  const base = results.find((result) => result.scenario === 'medium');
  const ownFirstRows = (result) => result.firstRows - result.firstRowsApi;
  const checks = (result) => [
    [
      'first rows, past the API',
      ownFirstRows(result),
      base ? ownFirstRows(base) * BUDGET.firstRowsGrowth + 50 : Infinity,
    ],
    ['sort, every row loaded', result.sort, BUDGET.interaction],
    ['filter, sorted', result.filter, BUDGET.interaction],
    ['longest task: every row read', result.readLongest, BUDGET.longTask],
    ['longest task: sort', result.sortLongest, BUDGET.longTask],
    ['longest task: filter', result.filterLongest, BUDGET.longTask],
    ['longest task: exports', result.exportLongest, BUDGET.longTask],
    ['JS heap (MB)', result.heapMb, BUDGET.heapMb],
    ['.csv of every row', result.csv, BUDGET.csv],
    ['.xlsx of every row', result.xlsx, BUDGET.xlsx],
  ];
  const cell = (value) => (Number.isFinite(value) ? value.toFixed(0) : '-').padStart(9);
  console.log(`\nTransactions list by the merchant's orders (${RUNS} runs, medians in ms)\n`);
  console.log(
    `${'orders'.padEnd(28)}${results.map((r) => r.orders.toLocaleString('en').padStart(18)).join('')}`,
  );
  console.log(
    `${'on the list (every status)'.padEnd(28)}${results.map((r) => r.listed.toLocaleString('en').padStart(18)).join('')}`,
  );
  const info = [
    ['first rows (click to paint)', (r) => r.firstRows],
    ['  of which the API answered', (r) => r.firstRowsApi],
    ['every row read for a sort', (r) => r.readEveryRow],
  ];
  for (const [name, value] of info) {
    console.log(`${name.padEnd(28)}${results.map((r) => `${cell(value(r))}         `).join('')}`);
  }
  let broken = 0;
  for (const [index, [name]] of checks(results[0]).entries()) {
    const cells = results.map((result) => {
      const [, value, budget] = checks(result)[index];
      const ok = value <= budget;
      if (!ok) broken += 1;
      return `${cell(value)} ${ok ? 'ok  ' : 'OVER'}${Number.isFinite(budget) ? `<${budget.toFixed(0)}` : ''}`.padEnd(
        18,
      );
    });
    console.log(`${name.padEnd(28)}${cells.join('')}`);
  }
  const loadAtEnd = loadavg()[0];
  console.log(
    `\n${Math.round((Date.now() - started) / 1000)} s; load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end, ${availableParallelism()} CPUs.`,
  );
  if (broken) {
    console.log(`${broken} budget(s) broken.`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

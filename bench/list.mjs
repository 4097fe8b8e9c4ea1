/* global console, performance, process, setTimeout, URL -- Node's globals (eslint.config.js gives them to scripts/ only) */
/* global window, document, requestAnimationFrame, MutationObserver -- page.evaluate callbacks run in the browser. */
// Times the transactions list in the assembled app on the sandbox's large scenario.
//
//   pnpm bench:list            (CHROMIUM_PATH overrides /usr/bin/chromium)
//
// Builds the demo dashboard (sandbox in the page), serves it, signs in on `?scenario=large`
// (10,000 orders per business), opens the transactions with every status, sorted, so the list
// holds every matching row, and then for each of RUNS rounds times, from the click:
// - sort: toggling the Amount sort, until the next paint after the rows are reordered;
// - filter: applying a status filter, until the next paint after the new rows and count show
//   (this includes the sandbox answering in the page, as a server would over the network).
// Prints median and max and exits 1 when a median breaks the 50 ms budget.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUDGET = 50;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const app = fileURLToPath(new URL('../apps/dashboard/', import.meta.url));
const outDir = join(app, 'dist-bench-list');

/** The direct (no 2FA) demo account, read from the sandbox so it is written once. */
function demoAccount() {
  const source = readFileSync(join(app, '../../packages/api/src/mocks/demo.ts'), 'utf8');
  const block = source.slice(source.indexOf('noTwoFactor'));
  const email = /email: '([^']+)'/.exec(block)?.[1];
  const password = /password: '([^']+)'/.exec(block)?.[1];
  if (!email || !password) throw new Error('No direct demo account in demo.ts');
  return { email, password };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * In the page: clicks `target`, then waits until `done()` holds after a DOM change and for the
 * next paint (requestAnimationFrame, then a task). Returns the milliseconds from the click.
 */
function clickUntil(page, target, done) {
  return page.evaluate(
    ({ target, done }) =>
      new Promise((resolve) => {
        const check = new Function(`return (${done})`);
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
        const element = [...document.querySelectorAll(target.selector)].find(
          (node) => node.textContent?.trim() === target.text,
        );
        if (!element) throw new Error(`Nothing to click: ${target.text}`);
        element.click();
      }),
    { target, done: done.toString() },
  );
}

async function main() {
  await build({
    root: app,
    // The demo build: the list is measured on the sandbox's ?scenario=large.
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
  const server = await preview({
    root: app,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const base = server.resolvedUrls.local[0].replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    const account = demoAccount();
    await page.goto(`${base}/?scenario=large`);
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await page.goto(`${base}/dashboard/business/transactions?status=all&sort=dateCreated.desc`);
    const heading = page.getByRole('heading', { name: /^Transactions \([\d,]+\)$/ });
    await heading.waitFor({ timeout: 120_000 });
    const rows = Number((await heading.innerText()).replace(/\D/g, ''));

    const sortButton = { selector: 'thead button', text: 'Amount' };
    const sortDone = () => {
      const header = [...document.querySelectorAll('th')].find(
        (th) => th.textContent?.trim() === 'Amount',
      );
      return window.__wantedSort === header?.getAttribute('aria-sort');
    };
    const samples = { sort: [], filter: [] };
    const statuses = ['Failed', 'Successful'];
    for (let run = 0; run <= RUNS; run += 1) {
      for (const wanted of ['ascending', 'descending']) {
        await page.evaluate((value) => (window.__wantedSort = value), wanted);
        const ms = await clickUntil(page, sortButton, sortDone);
        if (run > 0) samples.sort.push(ms);
      }
      // Filter: open the panel, choose a status, then time Apply to the new rows on screen.
      const status = statuses[run % 2];
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      await panel.getByRole('combobox', { name: 'Status' }).selectOption(status);
      await page.evaluate((value) => (window.__wantedStatus = value), status);
      const ms = await clickUntil(page, { selector: 'button', text: 'Apply' }, () => {
        const cells = [...document.querySelectorAll('tbody tr td:nth-last-child(2)')];
        return (
          cells.length > 0 &&
          !document.querySelector('[aria-busy="true"]') &&
          cells.every((cell) => cell.textContent?.trim() === window.__wantedStatus)
        );
      });
      if (run > 0) samples.filter.push(ms);
    }

    const load = loadavg()[0];
    console.log(
      `\nTransactions list bench: ${rows.toLocaleString('en')} rows on screen's list (scenario=large), ${RUNS} runs\n`,
    );
    console.log('step                                    median ms     max ms   budget  result');
    let broken = 0;
    for (const [name, values] of [
      ['sort Amount (click to sorted paint)', samples.sort],
      ['filter status (Apply to new rows paint)', samples.filter],
    ]) {
      const med = median(values);
      const ok = med <= BUDGET;
      if (!ok) broken += 1;
      console.log(
        `${name.padEnd(40)}${med.toFixed(1).padStart(9)}  ${Math.max(...values)
          .toFixed(1)
          .padStart(9)}  ${String(BUDGET).padStart(7)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
      );
    }
    if (load > cpus().length * 1.5)
      console.log(`\nNote: load average ${load.toFixed(1)} on ${cpus().length} CPUs.`);
    if (broken) process.exitCode = 1;
  } finally {
    await browser.close();
    server.httpServer.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

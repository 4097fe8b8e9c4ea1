/* global console, process, URL -- Node's globals (eslint.config.js gives them to scripts/ only) */
/* global window -- the page.evaluate callbacks below run in the browser. */
// Times the reconciliation: a 10,000-line bank statement against 10,000 settlements, read and
// matched in the page's worker, in Chromium.
//
//   pnpm bench:reconcile            (BENCH_RUNS=5 by default; CHROMIUM_PATH overrides /usr/bin/chromium)
//
// Builds bench/reconcile (the app's own worker, apps/dashboard/.../statement), opens it, and for
// each run hands the worker the statement as a file, then its settlements; meanwhile it records
// the page's long tasks and the longest gap between frames. Prints each step's median and exits
// 1 when the median total passes 2 s or a task on the page's thread passes 200 ms.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TOTAL_BUDGET = 2000;
const TASK_BUDGET = 200;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];
const MIME = { '.html': 'text/html', '.js': 'text/javascript' };

function serve(dir) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const root = fileURLToPath(new URL('./reconcile/', import.meta.url));
  const outDir = await mkdtemp(join(tmpdir(), 'bench-reconcile-'));
  let server;
  let browser;
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
      worker: { format: 'es' },
    });
    server = await serve(outDir);
    const loadAtStart = loadavg()[0];
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.runReconcile !== undefined);

    const runs = [];
    // One run to warm the JIT and load the worker's code; not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      const result = await page.evaluate(() => window.runReconcile());
      if (run > 0) runs.push(result);
    }
    const first = runs[0];
    const pick = (key) => runs.map((run) => run[key]);
    const total = median(pick('total'));
    const longestTask = Math.max(...pick('longestTask'));
    const load = Math.max(loadAtStart, loadavg()[0]);
    const ms = (value) => `${value.toFixed(0).padStart(6)} ms`;
    console.log(
      `\nReconciliation bench: 10,000-line statement x 10,000 settlements, ${RUNS} runs, Chromium ${browser.version()}`,
    );
    console.log(`ledger: ${first.lines} lines, ${first.matched} matched\n`);
    console.log(`read the file and find the header  ${ms(median(pick('open')))}`);
    console.log(`read the lines                     ${ms(median(pick('read')))}`);
    console.log(`match                              ${ms(median(pick('match')))}`);
    console.log(`total (median)                     ${ms(total)}   budget ${TOTAL_BUDGET} ms`);
    console.log(`longest task on the page's thread  ${ms(longestTask)}   budget ${TASK_BUDGET} ms`);
    console.log(`longest gap between frames         ${ms(Math.max(...pick('longestFrameGap')))}`);
    console.log(`\nload average ${load.toFixed(1)} on ${cpus().length} CPUs`);
    if (total > TOTAL_BUDGET || longestTask > TASK_BUDGET) {
      console.error('\nA budget is broken.');
      process.exitCode = 1;
    } else console.log('\nBoth budgets met.');
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();

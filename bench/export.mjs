/* global console, process, URL -- Node's globals (eslint.config.js gives them to scripts/ only) */
/* global window -- the page.evaluate callbacks below run in the browser. */
// Times exports built in the export's worker (docs/adr/021): .csv and .xlsx of 10,000 and
// 100,000 generated transactions (and .xls of 10,000, its format holding at most 65,535), in
// Chromium.
//
//   pnpm bench:export            (BENCH_RUNS=3 by default; CHROMIUM_PATH overrides /usr/bin/chromium)
//
// Builds bench/export (the ui kit's own export, worker included), opens it, and for each case
// runs one export to warm the JIT and the worker's files, then BENCH_RUNS timed ones, each in a
// fresh worker as the dashboard does. Meanwhile the page records its long tasks and the longest
// gap between frames. Prints medians in seconds and exits 1 when a median breaks its budget or a
// task on the page's thread passes 200 ms.
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TASK_BUDGET = 200;
const CASES = [
  { format: 'csv', rows: 10_000, budget: 1_000 },
  { format: 'xls', rows: 10_000, budget: 2_000 },
  { format: 'xlsx', rows: 10_000, budget: 2_000 },
  { format: 'csv', rows: 100_000, budget: 3_000 },
  { format: 'xlsx', rows: 100_000, budget: 10_000 },
];
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
  const root = fileURLToPath(new URL('./export/', import.meta.url));
  const outDir = await mkdtemp(join(tmpdir(), 'bench-export-'));
  let server;
  let browser;
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
      // As the dashboard builds it: the worker loads papaparse or the spreadsheet writer, not both.
      worker: { format: 'es' },
    });
    server = await serve(outDir);
    const loadAtStart = loadavg()[0];
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.runExport !== undefined);

    const results = [];
    for (const item of CASES) {
      const runs = [];
      for (let run = 0; run <= RUNS; run += 1) {
        const result = await page.evaluate(
          ({ format, rows }) => window.runExport(format, rows),
          item,
        );
        if (run > 0) runs.push(result);
      }
      const pick = (key) => runs.map((run) => run[key]);
      results.push({
        ...item,
        total: median(pick('total')),
        sent: median(pick('sent')),
        writing: median(pick('writing')),
        bytes: runs[0].bytes,
        longestTask: Math.max(...pick('longestTask')),
        longestFrameGap: Math.max(...pick('longestFrameGap')),
      });
    }

    const load = Math.max(loadAtStart, loadavg()[0]);
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
    const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
    console.log(
      `\nExport bench: built in the export's worker, ${RUNS} runs each (medians), Chromium ${browser.version()}\n`,
    );
    console.log(
      'export                 total    budget   rows sent     writing      file   longest task   longest frame gap',
    );
    let broken = 0;
    for (const r of results) {
      const ok = r.total <= r.budget && r.longestTask <= TASK_BUDGET;
      if (!ok) broken += 1;
      const name = `${r.rows.toLocaleString('en-US')} rows .${r.format}`.padEnd(19);
      const size = `${(r.bytes / 1024 / 1024).toFixed(1)} MB`.padStart(8);
      console.log(
        `${name}  ${s(r.total)}  ${s(r.budget)}    ${s(r.sent)}    ${s(r.writing)}  ${size}       ${ms(r.longestTask)}            ${ms(r.longestFrameGap)}${ok ? '' : '   OVER BUDGET'}`,
      );
    }
    console.log(`\nrows sent: until every row had crossed to the worker (the page's part)`);
    console.log(`writing: until the library's single write step began (the rest is that step)`);
    console.log(`load average ${load.toFixed(1)} on ${cpus().length} CPUs`);
    if (broken > 0) {
      console.error(`\n${broken} budget(s) broken (task budget on the page: ${TASK_BUDGET} ms).`);
      process.exitCode = 1;
    } else console.log(`\nAll budgets met (task budget on the page: ${TASK_BUDGET} ms).`);
  } finally {
    await browser?.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();

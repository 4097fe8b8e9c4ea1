#!/usr/bin/env node
// Lighthouse (performance, mobile: the default form factor and network throttling) against the
// production build for a real API, in Debian's Chromium. The API is answered by an HTTPS server
// running the sandbox's own MSW handlers (lighthouse-api/server.mjs), so the page runs exactly
// the code a merchant gets (no MSW in it) while the dashboard still has a session and data.
//   pnpm bench:lighthouse        -> sign-in, the home and one route of each kind, three runs
//                                   each; the median counts; exits 1 when a budget breaks
//   pnpm bench:lighthouse --all  -> every route of the route tables with a session, one run each
//   LIGHTHOUSE_DETAILS=1         -> also lists where the main-thread time went, per page
//   LIGHTHOUSE_PORT=4180         -> the port the build is served on
//   LIGHTHOUSE_PAGES=home,list   -> only these pages (names containing a word), for profiling
//   LIGHTHOUSE_RUNS=1            -> runs per page (a profiling aid; the command's median is of 3)
//   LIGHTHOUSE_SAVE=/tmp/lhr     -> also writes each run's Lighthouse report (JSON) there, and its
//                                   trace and network log (*.artifacts.json), which
//                                   `pnpm bench:lighthouse-path <file>` reads
//   LIGHTHOUSE_SLOWDOWN=3        -> this CPU slowdown instead of the host's calibration: two
//                                   builds compared in two invocations are then throttled alike
// The CPU slowdown is calibrated to the host (docs/adr/011-lighthouse-in-the-test-command.md).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { navigation } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { startSandboxApi } from './lighthouse-api/server.mjs';
import { keepCoresForThePage } from './lighthouse-cores.mjs';
import { hostSpeed, median } from './lighthouse-host.mjs';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'apps/dashboard');
const API_ROOT = 'https://merchant-api.example.invalid';
const PORT = process.env.LIGHTHOUSE_PORT ?? '4180';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ALL = process.argv.includes('--all');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (ALL ? 1 : 3));
/** LIGHTHOUSE_PAGES=home,list -> only the pages whose name contains one of these words. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
/**
 * What fails the command: issue 17's budgets, each page's median of three. The dashboard's pages
 * had a lower floor (82, TBT 450 ms) while this host's runs spread too widely for a median to
 * hold 200 ms. Most of that spread was the page's main thread waiting for a core: behind
 * Chromium's own threads run as root (lighthouse-chromium.sh) and behind the bench and the browser
 * process (lighthouse-cores.mjs), ADR 011.
 */
const BUDGET = {
  signIn: { score: 95, tbtMs: 200 },
  dashboard: { score: 90, tbtMs: 200 },
};
/** The command's sample: one dashboard route of each kind, besides sign-in and the home. */
const SAMPLE = {
  list: 'transactions',
  details: 'transactionDetails',
  form: 'newInvoice',
  settings: 'businessSettings',
};
/**
 * The phone every run emulates, as Lighthouse's BenchmarkIndex: Lighthouse's default 4x slowdown
 * is calibrated for a high-end desktop (index 1500-2000, docs/throttling.md), i.e. a device
 * near 1750 / 4. The slowdown is the host's index divided by this one, and by the host's
 * overhead where its page work is slower than its index says (lighthouse-host.mjs), measured
 * once before the runs.
 */
const TARGET_BENCHMARK_INDEX = 440;
// CHROMIUM_PATH (else Debian's), started without root's privilege over thread priorities.
const chromium = join(root, 'scripts/lighthouse-chromium.sh');
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
execFileSync(
  'pnpm',
  ['exec', 'vite', 'build', '--outDir', 'dist-lighthouse', '--emptyOutDir', '--logLevel', 'error'],
  {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKING: 'off', VITE_API_ROOT: API_ROOT },
  },
);
// From here on the bench and all it starts keep to one core; the page's renderers get them all.
const rendererCores = keepCoresForThePage();
// Served as `pnpm preview` serves a build: with the headers the build wrote for hosts.
const preview = spawn(
  'node',
  ['../../scripts/serve-static.mjs', '--dir', 'dist-lighthouse', '--port', PORT],
  { cwd: app, stdio: 'ignore', detached: true },
);
// A server that cannot listen (its port taken) must stop the bench: another server on that port
// would be measured in its place.
preview.once('exit', (code) => {
  if (code) {
    console.error(`The build's server exited (${code}): is port ${PORT} taken?`);
    process.exit(1);
  }
});

// The sandbox handlers and the journeys' route list, loaded from TypeScript source by Vite.
const vite = await createServer({
  root,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
const { handlers } = await vite.ssrLoadModule('/packages/api/src/mocks/handlers/index.ts');
const { dashboardRoutes } = await vite.ssrLoadModule('/apps/dashboard/e2e/routes.ts');
const api = await startSandboxApi({ handlers, apiRoot: API_ROOT });

async function waitFor(url) {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not start`);
}

/** A metric's value; NaN when Lighthouse could not compute it (the run then scores low). */
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Lighthouse's own benchmark of the host (about a second), as it runs it. */
const benchmarkIndex = (page) => page.evaluate(pageFunctions.computeBenchmarkIndex);

/**
 * One Lighthouse run of `url` in `page`. The session's storage is kept; the HTTP cache is
 * emptied first, so every run downloads the JavaScript as a merchant's first visit does.
 */
async function measure(page, url, slowdown) {
  api.dropConnections();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const { lhr, artifacts } = await navigation(page, url, {
    flags: {
      onlyCategories: ['performance'],
      logLevel: 'error',
      disableStorageReset: true,
      throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: slowdown },
    },
  });
  if (lhr.runtimeError) console.error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_SAVE) {
    mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}`;
    writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${name}.json`), JSON.stringify(lhr));
    const { Trace, DevtoolsLog, URL: urls } = artifacts;
    writeFileSync(
      join(process.env.LIGHTHOUSE_SAVE, `${name}.artifacts.json`),
      JSON.stringify({ Trace, DevtoolsLog, URL: urls, settings: lhr.configSettings }),
    );
  }
  const details = process.env.LIGHTHOUSE_DETAILS
    ? [
        ...(lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map(
          (item) => `${String(Math.round(item.duration)).padStart(6)} ms ${item.groupLabel}`,
        ),
        ...(lhr.audits['bootup-time']?.details?.items ?? [])
          .slice(0, 6)
          .map(
            (item) =>
              `${String(Math.round(item.scripting)).padStart(6)} ms scripting  ${item.url.replace(ORIGIN, '')}`,
          ),
      ]
    : [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: metric(lhr, 'total-blocking-time'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    details,
  };
}

async function signIn(page) {
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', 'tunde@naijathreads.ng');
  await page.type('input[autocomplete="current-password"]', 'Demo@1234');
  await Promise.all([
    page.waitForFunction("window.location.pathname === '/dashboard'"),
    page.click('button[type="submit"]'),
  ]);
}

const routes = dashboardRoutes().filter((route) => route.built);
const byId = (id) => {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No built dashboard route '${id}'`);
  return route;
};
const allPages = ALL
  ? routes.map((route) => ({ name: route.id, url: route.url, budget: BUDGET.dashboard }))
  : [
      { name: 'sign-in', url: '/', budget: BUDGET.signIn, signedOut: true },
      { name: 'home', url: byId('home').url, budget: BUDGET.dashboard },
      ...Object.entries(SAMPLE).map(([kind, id]) => ({
        name: `${kind}: ${id}`,
        url: byId(id).url,
        budget: BUDGET.dashboard,
      })),
    ];
const pages = ONLY
  ? allPages.filter((target) => ONLY.some((word) => target.name.includes(word)))
  : allPages;

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
const browser = await puppeteer.launch({
  executablePath: chromium,
  args: [
    ...args,
    ...rendererCores,
    `--host-resolver-rules=MAP ${new URL(API_ROOT).host} ${api.address}`,
    '--ignore-certificate-errors',
  ],
  headless: true,
});
let failed = false;
const started = Date.now();
try {
  await waitFor(`${ORIGIN}/`);
  const [page = await browser.newPage()] = await browser.pages();
  const host = await hostSpeed(browser, () => benchmarkIndex(page));
  const slowdown =
    Number(process.env.LIGHTHOUSE_SLOWDOWN) ||
    Math.max(1, host.index / TARGET_BENCHMARK_INDEX / host.overhead);

  console.log(
    `\nLighthouse performance, mobile, production build; median of ${RUNS} run(s); budgets: ` +
      `sign-in ${BUDGET.signIn.score} (TBT ${BUDGET.signIn.tbtMs} ms), dashboard ` +
      `${BUDGET.dashboard.score} (TBT ${BUDGET.dashboard.tbtMs} ms); host index ` +
      `${Math.round(host.index)}, overhead ${host.overhead.toFixed(2)} (page work against the ` +
      `index; 1 where the index predicts it): CPU slowdown ${slowdown.toFixed(2)}x; ` +
      `${rendererCores.length > 0 ? 'the bench on one core, the page on all' : 'no core split'}\n`,
  );
  console.log(
    'page'.padEnd(34),
    'score'.padStart(5),
    'TBT'.padStart(8),
    'FCP'.padStart(6),
    'LCP'.padStart(6),
    'CLS'.padStart(6),
    ' runs (score/TBT)',
  );
  // Runs go in rounds, each page once per round, so a slow spell of the host (one lasted five runs
  // in a row on CI, ADR 011) costs each page one run of its three instead of all of them. Sign-in
  // is measured first, signed out; the session the other pages need starts after it.
  const runsOf = new Map(pages.map((target) => [target, []]));
  const inRounds = async (group) => {
    for (let run = 0; run < RUNS; run += 1)
      for (const target of group)
        runsOf.get(target).push(await measure(page, `${ORIGIN}${target.url}`, slowdown));
  };
  await inRounds(pages.filter((target) => target.signedOut));
  const withSession = pages.filter((target) => !target.signedOut);
  if (withSession.length > 0) {
    await signIn(page);
    await inRounds(withSession);
  }
  for (const [target, runs] of runsOf) {
    const score = median(runs.map((run) => run.score));
    const tbt = median(runs.map((run) => run.tbt));
    const ok = score >= target.budget.score && tbt <= target.budget.tbtMs;
    if (!ok) failed = true;
    console.log(
      target.name.padEnd(34),
      String(score).padStart(5),
      `${Math.round(tbt)} ms`.padStart(8),
      fmt(median(runs.map((run) => run.fcp))).padStart(6),
      fmt(median(runs.map((run) => run.lcp))).padStart(6),
      median(runs.map((run) => run.cls))
        .toFixed(3)
        .padStart(6),
      ` ${runs.map((run) => `${run.score}/${Math.round(run.tbt)}`).join(' ')}` +
        `${ok ? '' : '  BROKEN'}`,
    );
    for (const line of runs.flatMap((run) => run.details)) console.log(`      ${line}`);
  }
  console.log(`\n${pages.length * RUNS} runs in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await browser.close();
  await api.close();
  await vite.close();
  preview.removeAllListeners('exit');
  process.kill(-preview.pid);
}
if (failed) console.error('\nA Lighthouse budget is broken.');
process.exit(failed ? 1 : 0);

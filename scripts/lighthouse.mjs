#!/usr/bin/env node
// Lighthouse (performance, mobile: the default form factor and throttling) against the
// production build for a real API, in Debian's Chromium. The API is answered from Node by the
// sandbox's own MSW handlers through request interception, so the page runs exactly the code a
// merchant gets (no MSW in it) while the home still has a session and data.
//   pnpm bench:lighthouse   -> prints the scores; exits 1 below 95 (sign-in) or 85 (home)
//   LIGHTHOUSE_DETAILS=1    -> also lists the scripts that cost the most main-thread time
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { navigation } from 'lighthouse';
import { getResponse } from 'msw';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'apps/dashboard');
const API_ROOT = 'https://merchant-api.example.invalid';
const ORIGIN = 'http://127.0.0.1:4180';
const BUDGET = { signIn: 95, home: 85 };
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
};

execFileSync(
  'pnpm',
  ['exec', 'vite', 'build', '--outDir', 'dist-lighthouse', '--emptyOutDir', '--logLevel', 'error'],
  {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKING: 'off', VITE_API_ROOT: API_ROOT },
  },
);
// Served as `pnpm preview` serves a build: with the headers the build wrote for hosts.
const preview = spawn(
  'node',
  ['../../scripts/serve-static.mjs', '--dir', 'dist-lighthouse', '--port', '4180'],
  { cwd: app, stdio: 'ignore', detached: true },
);

// The sandbox handlers, loaded from TypeScript source by Vite, serving from Node.
const vite = await createServer({
  root,
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
});
const { handlers } = await vite.ssrLoadModule('/packages/api/src/mocks/handlers/index.ts');

async function answerFromSandbox(interceptedRequest) {
  if (!interceptedRequest.url().startsWith(API_ROOT)) return interceptedRequest.continue();
  if (interceptedRequest.method() === 'OPTIONS')
    return interceptedRequest.respond({ status: 204, headers: CORS });
  const request = new Request(interceptedRequest.url(), {
    method: interceptedRequest.method(),
    headers: interceptedRequest.headers(),
    body: interceptedRequest.postData(),
  });
  const response = await getResponse(handlers, request);
  if (!response) return interceptedRequest.respond({ status: 404, headers: CORS, body: '{}' });
  return interceptedRequest.respond({
    status: response.status,
    headers: { ...CORS, 'Content-Type': 'application/json' },
    body: await response.text(),
  });
}

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

const flags = { onlyCategories: ['performance'], logLevel: 'error' };
const browser = await puppeteer.launch({ executablePath: chromium, args, headless: true });
let failed = false;
try {
  await waitFor(`${ORIGIN}/`);
  const results = [];

  const signInPage = await browser.newPage();
  results.push([
    'sign-in (/)',
    (await navigation(signInPage, `${ORIGIN}/`, { flags })).lhr,
    BUDGET.signIn,
  ]);

  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => void answerFromSandbox(request));
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', 'tunde@naijathreads.ng');
  await page.type('input[autocomplete="current-password"]', 'Demo@1234');
  await Promise.all([
    page.waitForFunction("window.location.pathname === '/dashboard'"),
    page.click('button[type="submit"]'),
  ]);
  const home = await navigation(page, `${ORIGIN}/dashboard`, {
    flags: { ...flags, disableStorageReset: true },
  });
  results.push(['home (/dashboard)', home.lhr, BUDGET.home]);

  console.log('\nLighthouse performance, mobile, production build\n');
  for (const [name, lhr, budget] of results) {
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    const ok = score >= budget;
    if (!ok) failed = true;
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8)) {
        console.log(
          `   ${String(Math.round(item.scripting)).padStart(6)} ms scripting  ${item.url}`,
        );
      }
    }
    console.log(
      `${name.padEnd(20)} ${String(score).padStart(3)}  (budget ${budget}: ${ok ? 'ok' : 'BROKEN'})  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await browser.close();
  await vite.close();
  process.kill(-preview.pid);
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// Lighthouse (performance, mobile: the default form factor and throttling) against the built
// dashboard in Debian's Chromium. The sign-in page is measured on the build for a real API (no
// sandbox: that is what a merchant loads); the home needs a session, so it is measured on the
// sandbox build after signing in with the direct demo account.
//   pnpm bench:lighthouse          -> prints the scores; exits 1 below 95 (sign-in) or 85 (home)
import { spawn, execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { navigation } from 'lighthouse';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'apps/dashboard');
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
const BUDGET = { signIn: 95, home: 85 };

function buildAndServe(outDir, port, env) {
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: app, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const server = spawn(
    'pnpm',
    [
      'exec',
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: app, stdio: 'ignore', detached: true },
  );
  return server;
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not start`);
}

const flags = { onlyCategories: ['performance'], logLevel: 'error' };
const real = buildAndServe('dist-lighthouse-real', 4180, {
  VITE_API_MOCKING: 'off',
  VITE_API_ROOT: 'https://merchant-api.example.invalid',
});
const demo = buildAndServe('dist-lighthouse-demo', 4181, { VITE_API_MOCKING: 'on' });
const browser = await puppeteer.launch({ executablePath: chromium, args, headless: true });
let failed = false;
try {
  await waitFor('http://127.0.0.1:4180/');
  await waitFor('http://127.0.0.1:4181/');
  const results = [];

  const signInPage = await browser.newPage();
  const signIn = await navigation(signInPage, 'http://127.0.0.1:4180/', { flags });
  results.push(['sign-in (/), real-API build', signIn.lhr, BUDGET.signIn]);

  const page = await browser.newPage();
  await page.goto('http://127.0.0.1:4181/', { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', 'tunde@naijathreads.ng');
  await page.type('input[autocomplete="current-password"]', 'Demo@1234');
  await Promise.all([
    page.waitForFunction("window.location.pathname === '/dashboard'"),
    page.click('button[type="submit"]'),
  ]);
  const home = await navigation(page, 'http://127.0.0.1:4181/dashboard', {
    flags: { ...flags, disableStorageReset: true },
  });
  results.push(['home (/dashboard), sandbox build', home.lhr, BUDGET.home]);

  console.log('\nLighthouse performance, mobile\n');
  for (const [name, lhr, budget] of results) {
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    const ok = score >= budget;
    if (!ok) failed = true;
    console.log(
      `${name.padEnd(36)} ${String(score).padStart(3)}  (budget ${budget}: ${ok ? 'ok' : 'BROKEN'})  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
} finally {
  await browser.close();
  for (const server of [real, demo]) process.kill(-server.pid);
}
process.exit(failed ? 1 : 0);

import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getResponse } from 'msw';
import { handlers } from '../../../packages/api/src/mocks/handlers';
import { UPDATE_OFFER_TEXT } from '../../../packages/screens/src/shell/UpdateOffer/texts';
import { built, EXAMPLE_API_ROOT } from '../../../scripts/builds.mjs';
import { chromiumArgs, chromiumPath } from '../../../chromium.config';
import { SERVICE_WORKER_PATH, SHELL_DOCUMENT } from '../src/serviceWorker/files';
import { keptAnswers, OFFLINE_STAMP } from './keptAnswers';
import { listTable } from './listTable';
import { signInDirect } from './support';

/**
 * The production build for a real API (scripts/builds.mjs), served as `pnpm preview` serves it,
 * with its own service worker and manifest (docs/adr/022); the sandbox's handlers answer the
 * API's origin from this process, so the page runs the merchant's code and has a session.
 * Chromium reports installability only outside incognito: the context is a persistent one.
 */
const serveStatic = fileURLToPath(new URL('../../../scripts/serve-static.mjs', import.meta.url));
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
};

let folder: string;
let profile: string;
let server: ChildProcess;
let origin: string;
let context: BrowserContext;
let page: Page;
/** Routed requests do not see the context's offline switch: the API's stand-in follows this. */
let offline = false;

/** A free port: listen on 0, read it, close (as scripts/serve-static.test.ts does). */
function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Answers the API's origin with the sandbox's handlers, as the Lighthouse bench's server does. */
async function answerApi(target: BrowserContext) {
  await target.route(`${EXAMPLE_API_ROOT}/**`, async (route) => {
    if (offline) return route.abort('internetdisconnected');
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body = request.postDataBuffer();
    const response = await getResponse(
      handlers,
      new Request(request.url(), {
        method: request.method(),
        headers: await request.allHeaders(),
        body: body && request.method() !== 'GET' ? new Uint8Array(body) : undefined,
      }),
    );
    if (!response) return route.fulfill({ status: 404, headers: CORS, body: '{}' });
    return route.fulfill({
      status: response.status,
      headers: { ...CORS, 'Content-Type': response.headers.get('Content-Type') ?? 'text/plain' },
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}

/** Takes the network away, or gives it back: the page's and the API's. */
async function setOffline(value: boolean) {
  offline = value;
  await context.setOffline(value);
}

/** The state of the page's service worker registration, once one is active. */
const workerState = (target: Page) =>
  target.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      active: registration.active?.state,
      waiting: registration.waiting !== null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A copy, so the journey can deploy a next version's worker into it.
  folder = mkdtempSync(join(tmpdir(), 'dashboard-installable-'));
  cpSync(await built('realApi'), folder, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', [serveStatic, '--dir', folder, '--port', String(port)], {
    stdio: 'pipe',
  });
  await new Promise<void>((ready) => server.stdout?.once('data', () => ready()));

  profile = mkdtempSync(join(tmpdir(), 'dashboard-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    baseURL: origin,
  });
  await answerApi(context);
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterAll(async () => {
  await context.close();
  server.kill();
  rmSync(folder, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
});

test('the production build is installable, and its worker precaches the shell', async () => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // Active once every file of the shell is in its cache: 182 files, slow on a busy machine.
  await expect
    .poll(async () => (await workerState(page)).active, { timeout: 45_000 })
    .toBe('activated');

  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
    .toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${origin}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  await cdp.detach();
});

test('a reload without a connection opens the dashboard, and no API answer or token is kept', async () => {
  await signInDirect(page);
  // Now under the worker's control: the dashboard's reads go out with the session's token.
  const authorized: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(EXAMPLE_API_ROOT) && request.headers().authorization)
      authorized.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  expect(await workerState(page)).toMatchObject({ controlled: true });
  expect(authorized.length).toBeGreaterThan(0);

  const stored = await page.evaluate(async () => {
    const entries: { url: string; authorization: string | null }[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        entries.push({ url: request.url, authorization: request.headers.get('Authorization') });
    }
    return entries;
  });
  // Workbox keys a file that has no hash in its name by its revision (`?__WB_REVISION__=…`).
  expect(stored.map((entry) => new URL(entry.url).pathname)).toContain(SHELL_DOCUMENT);
  expect(stored.filter((entry) => !entry.url.startsWith(`${origin}/`))).toEqual([]);
  expect(stored.filter((entry) => entry.authorization !== null)).toEqual([]);

  await setOffline(true);
  try {
    await page.reload();
    expect(page.url()).toBe(`${origin}/dashboard`);
    // The dashboard's frame, drawn from the precache, not the browser's error page.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  } finally {
    await setOffline(false);
  }
});

test('a next deploy’s worker is offered, and takes over only on "Reload"', async () => {
  // What a deploy changes for the browser: the worker's script (its precache list).
  appendFileSync(join(folder, SERVICE_WORKER_PATH), '\n// The next deploy.\n');
  await page.reload();
  const offer = page.getByRole('status').filter({ hasText: UPDATE_OFFER_TEXT.message });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  // Waiting, not forced: the page stays as it is until the merchant asks.
  expect(await workerState(page)).toMatchObject({ waiting: true });

  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: UPDATE_OFFER_TEXT.reload }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'DASHBOARD', exact: true })).toBeVisible();
  await expect.poll(async () => (await workerState(page)).waiting).toBe(false);
  await expect(offer).toHaveCount(0);
});

// Last: it signs out.
test('reloaded offline, the transactions opened before read their last answer, a transfer waits, and sign-out keeps nothing', async () => {
  await page.goto('/dashboard/payout/transfer');
  await expect(page.getByRole('button', { name: 'Make a Transfer' }).first()).toBeEnabled();
  await page.goto('/dashboard/business/transactions');
  const table = listTable(page, 'Transactions');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const firstRow = await table.getByRole('row').nth(1).textContent();
  await expect.poll(() => keptAnswers(page)).toBeGreaterThan(0);

  await setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Chromium forgets the emulated offline state of a page its worker serves over a reload in
    // a persistent context (navigator.onLine says true again): telling the page once more is
    // what a phone does when it notices a dropped connection after the page loaded.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await context.setOffline(true);
    }
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_STAMP })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toHaveText(firstRow ?? '');

    // Inside the app, as a merchant moves: a page load would forget the offline state again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Transfers' })
      .click();
    const transfer = page.getByRole('button', { name: 'Make a Transfer' }).first();
    await expect(transfer).toBeDisabled();
    await expect(transfer).toHaveAccessibleDescription(
      'You are offline. Reconnect to make a transfer.',
    );
  } finally {
    await setOffline(false);
  }

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await keptAnswers(page)).toBe(0);
  // The worker's cache holds the app's own files and nothing the API answered.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
});

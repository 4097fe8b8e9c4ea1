import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { freshSandbox, signInDirect } from './support';

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));
const TRANSACTIONS = '/dashboard/business/transactions';
const ORDERS_CALL = '/subsidiary/dashboard/fetch/orders';
// A lazy page on a machine busy with other journeys can take longer than the default wait.
const PAGE_LOAD = { timeout: 30_000 };

/** The token without its time part: what every token of this login starts with. */
const loginPart = (token: string) => token.slice(0, token.lastIndexOf('.') + 1);

/** Every file under a folder, as bytes. */
function filesUnder(folder: string): { path: string; bytes: Buffer }[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, bytes: readFileSync(path) }];
  });
}

/**
 * The build the journey's server serves: the dist folder whose index.html names the same entry
 * script as the page served (each E2E port builds into its own folder).
 */
async function servedBuild(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const entry = /src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('the served index.html names no entry script');
  const folder = readdirSync(APP_ROOT)
    .filter((name) => name.startsWith('dist'))
    .map((name) => join(APP_ROOT, name))
    .find((path) => existsSync(join(path, entry)));
  if (!folder) throw new Error(`no dist folder holds ${entry}`);
  return folder;
}

/** Exports the transactions list in one format and returns the file's bytes. */
async function exportTransactions(page: Page, format: '.csv' | '.xls') {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format, exact: true }).click(),
  ]);
  return readFile(await download.path());
}

test('the session token never reaches a URL, the console, an error report, an export or the bundle', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const urls: string[] = [];
  const consoleLines: string[] = [];
  const authorized: { url: string; header: string }[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    const header = request.headers()['authorization'];
    if (header) authorized.push({ url: request.url(), header });
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => consoleLines.push(`${error.message}\n${error.stack ?? ''}`));

  await freshSandbox(page);
  await signInDirect(page);
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  if (!token) throw new Error('signed in without a token');
  expect(token).toMatch(/^sandbox\./);

  // Browse and export.
  await page.goto(TRANSACTIONS);
  await expect(page.getByRole('table')).toBeVisible(PAGE_LOAD);
  const exports = [await exportTransactions(page, '.csv'), await exportTransactions(page, '.xls')];
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  await expect(page).toHaveURL(/transaction-details/, PAGE_LOAD);

  // Error reports: a failing call (toast and error state), an unreadable answer, no answer.
  const reports: string[] = [];
  for (const fault of ['500', 'html', 'network']) {
    await page.goto(`${TRANSACTIONS}?fault=${fault}:${ORDERS_CALL}`);
    await expect(page.getByRole('button', { name: /retry|try again/i }).first()).toBeVisible(
      PAGE_LOAD,
    );
    reports.push(await page.locator('body').innerText());
  }
  await page.goto(`${TRANSACTIONS}?fault=none`);
  reports.push(await page.content());

  const dist = filesUnder(await servedBuild(page));
  const needles = [token, loginPart(token)];
  const holders = (texts: string[]) =>
    texts.filter((text) => needles.some((needle) => text.includes(needle)));
  const fileHolders = (files: Buffer[]) =>
    files.filter((bytes) =>
      needles.some(
        (needle) =>
          bytes.includes(Buffer.from(needle, 'utf8')) ||
          bytes.includes(Buffer.from(needle, 'utf16le')),
      ),
    );

  console.log(
    `token check: ${urls.length} request URLs, ${consoleLines.length} console lines, ` +
      `${reports.length} error reports, ${exports.length} exports, ${dist.length} dist files; ` +
      `hits: ${holders(urls).length + holders(consoleLines).length + holders(reports).length + fileHolders(exports).length + fileHolders(dist.map((file) => file.bytes)).length}`,
  );
  expect(urls.length).toBeGreaterThan(10);
  expect(holders(urls)).toEqual([]);
  expect(holders(consoleLines)).toEqual([]);
  expect(holders(reports)).toEqual([]);
  expect(fileHolders(exports)).toHaveLength(0);
  expect(dist.filter((file) => fileHolders([file.bytes]).length).map((file) => file.path)).toEqual(
    [],
  );
  // Where the token does go: as a header, to the API only (which also shows the needle is real).
  expect(authorized.map((call) => call.header)).toContain(`Bearer ${token}`);
  for (const { url } of authorized) expect(url).toMatch(/^https:\/\/merchant-api\./);
});

import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { parseCsv } from './csv';
import { columnTexts, headerCount, listTable } from './listTable';
import { openSignedIn } from './support';

/**
 * The lists whose API sends every row only on an export flag: the flag goes with the export and
 * never with the table's own loads (part 2 sections 2, 4 and 7).
 */
const SETTLEMENTS_CALL = '/subsidiary/dashboard/settlement/paginated';
const CHARGEBACKS_CALL = '/subsidiary/dashboard/chargeback/all';

/**
 * A page's first load, which brings its code too: CI saw the chargebacks list take over 10 s
 * on a runner also running the fault sweep's three tabs.
 */
const FIRST_LOAD = { timeout: 30_000 };

const isGet = (path: string) => (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith(path);
const flag = (request: Request, name: string) => new URL(request.url()).searchParams.get(name);

/** Every GET of `path` the page sends from now on. */
function recordCalls(page: Page, path: string) {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (isGet(path)(request)) calls.push(request);
  });
  return calls;
}

/** Exports the list as CSV and returns the request the export sent and the file's rows. */
async function exportCsv(page: Page, path: string, flagName: string) {
  const asked = page.waitForRequest(
    (request) => isGet(path)(request) && flag(request, flagName) === 'true',
  );
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  const request = await asked;
  return { request, rows: parseCsv(await readFile(await download.path(), 'utf8')).rows };
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('settlements: the export asks for every matching row with Export=true and writes them', async ({
  page,
}) => {
  const calls = recordCalls(page, SETTLEMENTS_CALL);
  await page.goto('/dashboard/account/settlements?status=Pending');
  const table = listTable(page, 'Settlements');
  await expect
    .poll(async () => (await columnTexts(table, 'Status')).length, FIRST_LOAD)
    .toBeGreaterThan(0);
  const count = await headerCount(page, 'Settlements');
  expect(calls.every((request) => flag(request, 'Export') === null)).toBe(true);

  const { request, rows } = await exportCsv(page, SETTLEMENTS_CALL, 'Export');
  expect(flag(request, 'settlementstatus')).toBe('Pending');
  const answer = (await (await request.response())?.json()) as { data: { items: unknown[] } };
  expect(rows).toHaveLength(answer.data.items.length);
  expect(rows).toHaveLength(count);
  expect(rows.every((row) => row.Status === 'Pending')).toBe(true);
});

test('settlements: a business holding 40 sees them on the first load, and the export writes all 40', async ({
  page,
}) => {
  const calls = recordCalls(page, SETTLEMENTS_CALL);
  // The spec's first request, page 4 of 100, is empty for a business holding 40.
  const firstAnswer = page.waitForResponse(
    (response) =>
      isGet(SETTLEMENTS_CALL)(response.request()) &&
      flag(response.request(), 'page') === '4' &&
      flag(response.request(), 'limit') === '100',
  );
  await page.goto('/dashboard/account/settlements');
  expect(await (await firstAnswer).json()).toMatchObject({ items: [], total_items: 40 });
  await expect(page.getByRole('heading', { name: 'Settlements (40)' })).toBeVisible(FIRST_LOAD);
  const table = listTable(page, 'Settlements');
  await expect.poll(async () => (await columnTexts(table, 'Status')).length).toBeGreaterThan(0);
  expect(calls.every((request) => flag(request, 'Export') === null)).toBe(true);

  const { request, rows } = await exportCsv(page, SETTLEMENTS_CALL, 'Export');
  expect(flag(request, 'settlementstatus')).toBeNull();
  expect(rows).toHaveLength(40);
});

test('chargebacks: the list loads without export=true; the export sends it', async ({ page }) => {
  const calls = recordCalls(page, CHARGEBACKS_CALL);
  await page.goto('/dashboard/chargeback');
  const table = listTable(page, 'Chargebacks');
  await expect
    .poll(async () => (await columnTexts(table, 'Status')).length, FIRST_LOAD)
    .toBeGreaterThan(0);
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((request) => flag(request, 'export') === null)).toBe(true);

  const { rows } = await exportCsv(page, CHARGEBACKS_CALL, 'export');
  expect(rows).toHaveLength(await headerCount(page, 'Chargebacks'));
});

test("rolling reserve: the columns end with Status, Action; 'View details' opens the entry", async ({
  page,
}) => {
  await page.goto('/dashboard/balance/rolling-reserve');
  const table = listTable(page, 'Rolling Reserve');
  const firstMenu = table.getByRole('button', { name: /^Actions for/ }).first();
  await expect(firstMenu).toBeVisible(FIRST_LOAD);
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  expect(headers.slice(-2)).toEqual(['Status', 'Action']);
  const status = await table.locator('tbody tr').first().locator('td').nth(-2).innerText();
  await firstMenu.click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rolling Reserve Details' });
  await expect(dialog).toContainText('Initial Settlement Amount');
  await expect(dialog).toContainText(status.trim());
  await expect(page).toHaveURL(/dialog=reserve/);
});

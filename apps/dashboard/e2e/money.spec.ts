import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from './csv';
import { columnTexts, headerCount, listTable } from './listTable';
import { isCall, openSignedIn } from './support';

/** A page's first load on a busy CI machine (its chunk, then the sandbox's answers). */
const PAGE_LOAD = 30_000;

async function openPage(page: Page, path: string, table: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: new RegExp(`^${table}`) })).toBeVisible({
    timeout: PAGE_LOAD,
  });
}

async function applyFilter(
  page: Page,
  fill: (panel: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await fill(panel);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
}

test.describe.configure({ timeout: 120_000 });

test('a Bank beneficiary is resolved, then created with bankId, countryId 1 and AccountName', async ({
  page,
}) => {
  await openSignedIn(page);
  await openPage(page, '/dashboard/payout/beneficiaries', 'Beneficiaries');
  const before = await headerCount(page, 'Beneficiaries');
  await page.getByRole('button', { name: 'Add new beneficiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Beneficiary' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'Zenith Bank' });
  const resolve = page.waitForRequest(isCall('POST', '/subsidiary/beneficiary/resolve'));
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill('2034567891');
  expect((await resolve).postDataJSON()).toEqual({
    type: 'Bank',
    accountNumber: '2034567891',
    bankCode: '057',
  });
  const name = dialog.getByRole('textbox', { name: /^Account name/ });
  await expect(name).not.toHaveValue('');
  const accountName = await name.inputValue();

  const create = page.waitForRequest(isCall('POST', '/subsidiary/beneficiary/create'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect((await create).postDataJSON()).toEqual({
    bankId: '5',
    countryId: 1,
    type: 'Bank',
    AccountName: accountName,
    accountNumber: '2034567891',
  });
  await expect(dialog).toBeHidden();
  await expect.poll(() => headerCount(page, 'Beneficiaries')).toBe(before + 1);
});

test('the beneficiary type filter sends the type and keeps only that type', async ({ page }) => {
  await openSignedIn(page);
  await openPage(page, '/dashboard/payout/beneficiaries', 'Beneficiaries');
  const sent = page.waitForRequest(
    (request) =>
      isCall('GET', '/subsidiary/beneficiary/all')(request) &&
      new URL(request.url()).searchParams.get('type') === 'Merchant',
  );
  await applyFilter(page, (panel) =>
    panel
      .getByRole('combobox', { name: 'Type' })
      .selectOption('Merchant')
      .then(() => undefined),
  );
  await sent;
  await expect(page).toHaveURL(/[?&]type=Merchant/);
  const table = listTable(page, 'Beneficiaries');
  await expect
    .poll(async () => {
      const types = await columnTexts(table, 'Type');
      return types.length > 0 && types.every((type) => type === 'Merchant');
    })
    .toBe(true);
});

test('Resolve and Delete each ask first, then the list refreshes', async ({ page }) => {
  await openSignedIn(page);
  await openPage(page, '/dashboard/payout/beneficiaries', 'Beneficiaries');
  const before = await headerCount(page, 'Beneficiaries');
  const table = listTable(page, 'Beneficiaries');

  await table
    .getByRole('button', { name: /^Actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Resolve' }).click();
  const resolve = page.getByRole('alertdialog', { name: 'ARE YOU SURE YOU WANT TO Resolve?' });
  await expect(resolve).toBeVisible();
  const resolved = page.waitForRequest(isCall('POST', '/subsidiary/beneficiary/resolve'));
  const refreshed = page.waitForRequest(isCall('GET', '/subsidiary/beneficiary/all'));
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await resolved;
  await refreshed;
  await expect(resolve).toBeHidden();

  await table
    .getByRole('button', { name: /^Actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('alertdialog', { name: 'ARE YOU SURE YOU WANT TO Delete?' });
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();
  expect(await headerCount(page, 'Beneficiaries')).toBe(before);

  await table
    .getByRole('button', { name: /^Actions for/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const deleted = page.waitForRequest(isCall('DELETE', '/subsidiary/beneficiary/delete/'));
  await remove.getByRole('button', { name: 'Delete' }).click();
  await deleted;
  await expect(remove).toBeHidden();
  await expect.poll(() => headerCount(page, 'Beneficiaries')).toBe(before - 1);
});

test('settlements: the status filter sends settlementstatus and the export writes those rows', async ({
  page,
}) => {
  await openSignedIn(page);
  const first = page.waitForRequest(isCall('GET', '/subsidiary/dashboard/settlement/paginated'));
  await openPage(page, '/dashboard/account/settlements', 'Settlements');
  // The spec's first load: page 4, limit 100.
  const params = new URL((await first).url()).searchParams;
  expect([params.get('page'), params.get('limit')]).toEqual(['4', '100']);

  const filtered = page.waitForRequest(
    (request) =>
      isCall('GET', '/subsidiary/dashboard/settlement/paginated')(request) &&
      new URL(request.url()).searchParams.get('settlementstatus') === 'Pending',
  );
  await applyFilter(page, (panel) =>
    panel
      .getByRole('combobox', { name: 'Status' })
      .selectOption('Pending')
      .then(() => undefined),
  );
  await filtered;
  const table = listTable(page, 'Settlements');
  await expect
    .poll(async () => {
      const statuses = await columnTexts(table, 'Status');
      return statuses.length > 0 && statuses.every((status) => status === 'Pending');
    })
    .toBe(true);
  const count = await headerCount(page, 'Settlements');

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Settlements.csv');
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual([
    'Date',
    'Business name',
    'Amount',
    'Settlement Fee',
    'Currency',
    'Status',
  ]);
  expect(rows).toHaveLength(count);
  expect(rows.every((row) => row.Status === 'Pending')).toBe(true);
});

test('balance history: Direction Debit sends D and shows the word Debit on every row', async ({
  page,
}) => {
  await openSignedIn(page);
  await openPage(page, '/dashboard/balance/history', 'Balance History');
  const sent = page.waitForRequest(
    (request) =>
      isCall('GET', '/subsidiary/dashboard/fetch/wallet/history')(request) &&
      new URL(request.url()).searchParams.get('direction') === 'D',
  );
  await applyFilter(page, (panel) =>
    panel
      .getByRole('combobox', { name: 'Direction' })
      .selectOption({ label: 'Debit' })
      .then(() => undefined),
  );
  await sent;
  await expect(page).toHaveURL(/[?&]direction=D/);
  const table = listTable(page, 'Balance History');
  await expect
    .poll(async () => {
      const directions = await columnTexts(table, 'Direction');
      return directions.length > 0 && directions.every((direction) => direction === 'Debit');
    })
    .toBe(true);
});

test('a virtual account: a 10-digit BVN is refused, an 11-digit one is created', async ({
  page,
}) => {
  await openSignedIn(page);
  await openPage(page, '/dashboard/account/virtual-wallets', 'Virtual Wallets');
  await page.getByRole('button', { name: 'Create Virtual Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'New virtual account' });
  const bvn = dialog.getByRole('textbox', { name: /^BVN/ });
  await bvn.fill('2221234567');
  await bvn.blur();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await expect(dialog.getByText('BVN must be 11 digits')).toBeVisible();

  await bvn.fill('22212345678');
  const created = page.waitForRequest(isCall('POST', '/subsidiary/create/static/account'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect((await created).postDataJSON()).toEqual({ bvn: '22212345678' });
  await expect(dialog).toBeHidden();
});

test('with ?scenario=empty every money list shows its empty text', async ({ page }) => {
  // A scenario re-seeds the sandbox (sessions too), so it is chosen before signing in.
  await page.goto('/?scenario=empty');
  await openSignedIn(page);
  const pages: ReadonlyArray<readonly [string, string]> = [
    ['/dashboard/account/settlements', 'You currently do not have any settlements'],
    ['/dashboard/balance/history', 'You currently do not have any balance history'],
    ['/dashboard/balance/rolling-reserve', 'You currently do not have any rolling reserve'],
    ['/dashboard/account/payouts', 'You currently do not have any payouts'],
    ['/dashboard/payout/transfer', 'You have not made any transfers'],
    ['/dashboard/payout/beneficiaries', 'You currently do not have any beneficiary'],
    ['/dashboard/payout/funding-history', 'You currently do not have any data'],
    ['/dashboard/account/virtual-wallets', 'You currently do not have any virtual wallets'],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible({ timeout: PAGE_LOAD });
  }
});

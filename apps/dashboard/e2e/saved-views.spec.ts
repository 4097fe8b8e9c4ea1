import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseCsv } from './csv';
import { expectColumnAll, listTable } from './listTable';
import { isCall, openSignedIn, signInDirect } from './support';

const TRANSACTIONS = '/dashboard/business/transactions';
const CUSTOMERS = '/dashboard/business/customers';
const ORDERS = '/subsidiary/dashboard/fetch/orders';
/** The spec's columns of the transactions list, in its order. */
const TRANSACTION_COLUMNS = [
  'Date',
  'Email',
  'Amount',
  'Settlement Amount',
  'Payment method',
  'Reference',
  'Status',
];

/** The table's spec column headers, in order (the selection and 'Action' columns left out). */
const headers = async (table: Locator) =>
  (await table.locator('thead th').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => TRANSACTION_COLUMNS.includes(text));

async function fromViewMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'View', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Ticks or unticks the named columns in 'Choose columns' (or resets them), then applies. */
async function chooseColumns(page: Page, change: { toggle?: string[]; reset?: true }) {
  await fromViewMenu(page, 'Choose columns');
  const dialog = page.getByRole('dialog', { name: 'Choose columns' });
  for (const name of change.toggle ?? []) await dialog.getByRole('checkbox', { name }).click();
  if (change.reset)
    await dialog.getByRole('button', { name: 'Reset to the standard columns' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

async function saveView(page: Page, name: string) {
  await fromViewMenu(page, 'Save as a new view');
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel(/View name/).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test('a saved view and a hidden column on Transactions survive a reload and a sign-out; reset brings the spec’s columns back', async ({
  page,
}) => {
  await openSignedIn(page, TRANSACTIONS);
  const table = listTable(page, 'Transactions');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await filter.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expectColumnAll(table, 'Status', 'Failed');

  await chooseColumns(page, { toggle: ['Email'] });
  await expect.poll(() => headers(table)).toEqual(TRANSACTION_COLUMNS.filter((h) => h !== 'Email'));
  await saveView(page, 'Failed payments');
  await expect(tab(page, 'Failed payments')).toHaveAttribute('aria-selected', 'true');
  await fromViewMenu(page, 'Set as default view');
  await expect(tab(page, 'Failed payments (default)')).toHaveAttribute('aria-selected', 'true');

  // The export writes the columns shown, or all the spec's columns.
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: '.xls (all columns)' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv (shown columns)' }).click(),
  ]);
  const { header } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(TRANSACTION_COLUMNS.filter((h) => h !== 'Email'));

  await page.reload();
  await expect(tab(page, 'Failed payments (default)')).toHaveAttribute('aria-selected', 'true');
  await expectColumnAll(table, 'Status', 'Failed');
  expect(await headers(table)).not.toContain('Email');

  // Signed out and in again, the bare address opens the default view.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await signInDirect(page);
  const statusesAsked: string[] = [];
  page.on('request', (request) => {
    if (isCall('GET', ORDERS)(request))
      statusesAsked.push(new URL(request.url()).searchParams.get('status') ?? 'any');
  });
  await page.goto(TRANSACTIONS);
  await expect(page).toHaveURL(/[?&]status=Failed(&|$)/);
  await expect(tab(page, 'Failed payments (default)')).toHaveAttribute('aria-selected', 'true');
  await expectColumnAll(table, 'Status', 'Failed');
  // The default view opens in place of the list's own defaults, which are never loaded.
  expect(new Set(statusesAsked)).toEqual(new Set(['Failed']));
  expect(await headers(table)).not.toContain('Email');

  await chooseColumns(page, { reset: true });
  await expect.poll(() => headers(table)).toEqual(TRANSACTION_COLUMNS);
  await expect(tab(page, 'Unsaved view')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: '.csv', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await tab(page, 'Standard').click();
  await expect(page).toHaveURL(new RegExp(`${TRANSACTIONS}$`));
});

test('on a 390 px phone, Transactions and Customers each keep their views and hidden columns', async ({
  page,
}) => {
  await openSignedIn(page, TRANSACTIONS);
  await page.setViewportSize({ width: 390, height: 844 });
  const label = (list: string, name: string) =>
    page.getByRole('list', { name: list }).getByText(name, { exact: true });
  await expect(label('Transactions', 'Payment method').first()).toBeVisible();

  await chooseColumns(page, { toggle: ['Payment method'] });
  await expect(label('Transactions', 'Payment method')).toHaveCount(0);
  await saveView(page, 'On the go');
  await expect(tab(page, 'On the go')).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tab(page, 'Standard').click();
  await expect(label('Transactions', 'Payment method').first()).toBeVisible();
  await tab(page, 'On the go').click();
  await expect(label('Transactions', 'Payment method')).toHaveCount(0);
  await page.reload();
  await expect(tab(page, 'On the go')).toHaveAttribute('aria-selected', 'true');
  await expect(label('Transactions', 'Payment method')).toHaveCount(0);

  // Another list keeps views of its own.
  await page.goto(CUSTOMERS);
  await expect(label('Customers', 'Country').first()).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await chooseColumns(page, { toggle: ['Country'] });
  await saveView(page, 'Contacts');
  await page.reload();
  await expect(tab(page, 'Contacts')).toHaveAttribute('aria-selected', 'true');
  await expect(label('Customers', 'Country')).toHaveCount(0);
});

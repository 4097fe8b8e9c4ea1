import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchApiQuiet } from './apiQuiet';
import { parseCsv } from './csv';
import { columnTexts, expectColumnAll, headerCount, listTable } from './listTable';
import { openSignedIn } from './support';

const LIST = '/dashboard/business/transactions';
const REFUND_PATH = '/subsidiary/dashboard/refund';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '30-Oct-2026 12:13:20 am' (the list's date format) as '2026-10-30'. */
function listDateToDay(text: string): string {
  const match = /^(\d{2})-([A-Za-z]{3})-(\d{4})/.exec(text);
  const month = match ? MONTHS.indexOf(match[2] ?? '') + 1 : 0;
  if (!match || month === 0) throw new Error(`Not a list date: '${text}'`);
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]}`;
}

/** Opens the Filter panel, sets what is given, and applies it. */
async function applyFilters(page: Page, wanted: { status?: string; datePreset?: string }) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  if (wanted.status) {
    await panel.getByRole('combobox', { name: 'Status' }).selectOption({ label: wanted.status });
  }
  if (wanted.datePreset) {
    await panel
      .getByRole('combobox', { name: 'Date range' })
      .selectOption({ label: wanted.datePreset });
  }
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
}

/**
 * Filters on every status and waits until that answer is drawn: until then the list, and the
 * count in its heading, still show the default Successful rows.
 */
async function showEveryStatus(page: Page, table: Locator) {
  await applyFilters(page, { status: 'All' });
  await expect(page).toHaveURL(/[?&]status=all(&|$)/);
  await expect
    .poll(async () => new Set(await columnTexts(table, 'Status')).size)
    .toBeGreaterThan(1);
}

async function openTransactions(page: Page) {
  await openSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
}

test('the list shows the default Successful transactions in the display currency', async ({
  page,
}) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await expectColumnAll(table, 'Status', 'Successful');
  const count = await headerCount(page, 'Transactions');
  const amounts = await columnTexts(table, 'Amount');
  expect(count).toBeGreaterThan(0);
  expect(amounts).toHaveLength(Math.min(count, 10));
  for (const amount of amounts) expect(amount).toMatch(/^USD [\d,]+\.\d{2}$/);
});

test('the status filter lives in the URL: it survives a reload and Back undoes it', async ({
  page,
}) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await expectColumnAll(table, 'Status', 'Successful');

  await applyFilters(page, { status: 'Failed' });
  await expect(page).toHaveURL(/[?&]status=Failed(&|$)/);
  await expectColumnAll(table, 'Status', 'Failed');

  await page.reload();
  await expect(page).toHaveURL(/[?&]status=Failed(&|$)/);
  await expectColumnAll(table, 'Status', 'Failed');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Filter' }).getByRole('combobox', { name: 'Status' }),
  ).toHaveValue('Failed');
  await page.keyboard.press('Escape');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expectColumnAll(table, 'Status', 'Successful');
});

test("the 'Last 30 days' preset keeps only the rows of those days", async ({ page }) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await showEveryStatus(page, table);
  const everyDate = await headerCount(page, 'Transactions');

  // The browser's calendar decides the preset, so the expected days are read from it.
  const range = await page.evaluate(() => {
    const now = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    return {
      from: day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29)),
      to: day(now),
    };
  });
  await applyFilters(page, { datePreset: 'Last 30 days' });
  await expect(page).toHaveURL(new RegExp(`[?&]from=${range.from}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${range.to}(&|$)`));
  await expect(page).toHaveURL(/[?&]status=all(&|$)/);

  await expect.poll(() => headerCount(page, 'Transactions')).toBeLessThan(everyDate);
  const days = (await columnTexts(table, 'Date')).map(listDateToDay);
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) {
    expect(day >= range.from && day <= range.to, `${day} within ${range.from}..${range.to}`).toBe(
      true,
    );
  }

  await page.getByRole('button', { name: /^Filter/ }).click();
  const dateRange = page
    .getByRole('dialog', { name: 'Filter' })
    .getByRole('combobox', { name: 'Date range' });
  await expect(dateRange.locator('option:checked')).toHaveText('Last 30 days');
});

test('export .csv downloads exactly the filtered rows', async ({ page }) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await applyFilters(page, { status: 'Failed' });
  await expectColumnAll(table, 'Status', 'Failed');
  const count = await headerCount(page, 'Transactions');
  const onScreen = await columnTexts(table, 'Reference');

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Transactions.csv');
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));

  expect(header).toEqual([
    'Date',
    'Email',
    'Amount',
    'Settlement Amount',
    'Payment method',
    'Reference',
    'Status',
  ]);
  expect(rows).toHaveLength(count);
  for (const row of rows) expect(row.Status).toBe('Failed');
  for (const row of rows) expect(row.Amount).toMatch(/^USD /);
  // Page 1 is the newest rows, as the file begins.
  expect(rows.slice(0, onScreen.length).map((row) => row.Reference)).toEqual(onScreen);
});

test('export .xls downloads an Excel workbook of the filtered rows', async ({ page }) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await applyFilters(page, { status: 'Failed' });
  await expectColumnAll(table, 'Status', 'Failed');
  const onScreen = await columnTexts(table, 'Reference');

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.xls', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Transactions.xls');
  const bytes = await readFile(await download.path());
  // An .xls workbook is an OLE2 compound file.
  expect(bytes.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
  const holds = (text: string) =>
    bytes.includes(Buffer.from(text, 'latin1')) || bytes.includes(Buffer.from(text, 'utf16le'));
  for (const reference of onScreen) expect(holds(reference), reference).toBe(true);
  expect(holds('Failed')).toBe(true);
  expect(holds('Successful')).toBe(false);
});

test("'View details' opens the transaction's page with its three sections", async ({ page }) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await expectColumnAll(table, 'Status', 'Successful');
  const [reference = ''] = await columnTexts(table, 'Reference');

  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();

  await expect(page).toHaveURL(`${LIST}/transaction-details/${reference}`);
  await expect(page.getByRole('heading', { name: `Transaction ${reference}` })).toBeVisible();
  for (const section of ['Order details', 'Customer details', 'Payment details']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
  const order = page.getByRole('region', { name: 'Order details' });
  await expect(order.locator('dt:text-is("Payment reference") + dd')).toHaveText(reference);
  await expect(
    page.getByRole('region', { name: 'Payment details' }).locator('dt:text-is("Status") + dd'),
  ).toHaveText('Successful');

  await page.getByRole('link', { name: 'Back to transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('only a Successful transaction offers Refund', async ({ page }) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await applyFilters(page, { status: 'Failed' });
  await expectColumnAll(table, 'Status', 'Failed');
  const [reference = ''] = await columnTexts(table, 'Reference');

  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${reference}` });
  await expect(menu.getByRole('menuitem', { name: 'View details' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Refund' })).toHaveCount(0);
});

test('refund: the amount is prefilled, a double click sends one request, a green toast confirms', async ({
  page,
}) => {
  let refundRequests = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(REFUND_PATH))
      refundRequests += 1;
  });
  const quiet = watchApiQuiet(page, 20_000);
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await expectColumnAll(table, 'Status', 'Successful');
  const [reference = ''] = await columnTexts(table, 'Reference');
  const [amount = ''] = await columnTexts(table, 'Amount');
  const prefilled = amount.replace(/^USD /, '').replace(/,/g, '');

  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund transaction' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]dialog=refund&id=${reference}(&|$)`));
  await expect(dialog).toContainText(reference);
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue(prefilled);

  const submit = dialog.getByRole('button', { name: 'Refund' });
  // Counts the clicks the button receives, so the test proves two reached it.
  await submit.evaluate((button) => {
    const counted = window as Window & { refundClicks?: number };
    counted.refundClicks = 0;
    button.addEventListener('click', () => {
      counted.refundClicks = (counted.refundClicks ?? 0) + 1;
    });
  });
  await submit.dblclick();
  expect(
    await page.evaluate(() => (window as Window & { refundClicks?: number }).refundClicks),
  ).toBe(2);

  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Refund request submitted successfully' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('img', { name: 'Success' })).toBeVisible();
  const colours = await toast.evaluate((message) => {
    const card = message.parentElement ?? message;
    return {
      border: getComputedStyle(card).borderInlineStartColor,
      green: getComputedStyle(document.documentElement)
        .getPropertyValue('--md-color-tone-green-solid')
        .trim(),
    };
  });
  const probe = await page.evaluate((colour) => {
    const element = document.createElement('span');
    element.style.color = colour;
    document.body.append(element);
    const computed = getComputedStyle(element).color;
    element.remove();
    return computed;
  }, colours.green);
  expect(colours.border).toBe(probe);

  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]dialog=refund/);
  // A second submission would reach the network before the page's calls fall quiet.
  await quiet();
  expect(refundRequests).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a sort orders every matching row, not only the page on screen', async ({ page }) => {
  await openTransactions(page);
  const table = listTable(page, 'Transactions');
  await showEveryStatus(page, table);
  const count = await headerCount(page, 'Transactions');
  expect(count).toBeGreaterThan(10);
  const everyRow = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('IsExport') === 'true',
  );

  await table.getByRole('button', { name: 'Amount', exact: true }).click();

  await everyRow;
  await expect(page).toHaveURL(/[?&]sort=amount\.asc(&|$)/);
  await expect(page.getByText(`1–10 of ${count}`)).toBeVisible();
  const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  const amounts = async () => (await columnTexts(table, 'Amount')).map(toNumber);
  const ascending = (values: number[]) =>
    values.every((value, i) => (values[i - 1] ?? value) <= value);
  // The server's page stays on screen until every row is in and sorted.
  await expect.poll(async () => ascending(await amounts())).toBe(true);
  const firstPage = await amounts();
  // To the last page, a click at a time: the sorted set is paged in the browser.
  const pages = Math.ceil(count / 10);
  for (let shown = 1; shown < pages; shown += 1) {
    await page.getByRole('button', { name: 'Next page' }).click();
  }
  const n = (value: number) => value.toLocaleString('en-US');
  await expect(
    page.getByText(`${n((pages - 1) * 10 + 1)}–${n(count)} of ${n(count)}`),
  ).toBeVisible();
  const lastPage = (await columnTexts(table, 'Amount')).map(toNumber);
  // The smallest amounts open the first page and the largest close the last one.
  expect(Math.max(...firstPage)).toBeLessThanOrEqual(Math.min(...lastPage));
  expect(ascending(lastPage)).toBe(true);
});

test("the details page's back link returns to the list with its filters", async ({ page }) => {
  await openTransactions(page);
  await applyFilters(page, { status: 'All', datePreset: 'Last 30 days' });
  const listUrl = page.url();
  const table = listTable(page, 'Transactions');
  const [reference = ''] = await columnTexts(table, 'Reference');

  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  await page.getByRole('link', { name: 'Back to transactions' }).click();

  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('button', { name: /^Filter.*1 applied/ })).toBeVisible();
});

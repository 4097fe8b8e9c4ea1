import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { parseCsv } from './csv';
import { columnTexts, headerCount, listTable } from './listTable';
import { openSignedIn, slowCall } from './support';

const LOG = '/dashboard/refunds';
const REFUND_POST = '/subsidiary/dashboard/refund';
const HEADER = 'transactionReference,amount,reason\n';

const isRefundPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith(REFUND_POST);

/** Signs in and opens the refund log; a scenario re-seeds the sandbox, so it comes first. */
async function openRefundLog(page: Page, search = '', scenario?: string) {
  if (scenario) await page.goto(`/?scenario=${scenario}`);
  await openSignedIn(page, `${LOG}${search}`);
  // A full load boots the sandbox again; slow machines need more than the default wait.
  await expect(page.getByRole('heading', { name: /^Refunds \(/ })).toBeVisible({ timeout: 30_000 });
}

/** References of Successful transactions (the transactions list's default), to refund. */
async function successfulReferences(page: Page): Promise<string[]> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  const table = listTable(page, 'Transactions');
  // The list's reads follow one another, and on a loaded host the rows can take more than 10 s.
  await expect
    .poll(async () => (await columnTexts(table, 'Reference')).length, { timeout: 30_000 })
    .toBeGreaterThan(2);
  return columnTexts(table, 'Reference');
}

async function chooseBulkFile(page: Page, text: string) {
  await page.getByRole('button', { name: 'Log a refund' }).click();
  await page.getByRole('menuitem', { name: 'Log bulk refunds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log bulk refunds' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'refunds.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  return dialog;
}

test('the status filter lives in the URL: reload keeps it, Back undoes it', async ({ page }) => {
  await openRefundLog(page);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('status') === 'Pending',
  );
  await panel.getByRole('combobox', { name: 'Status' }).selectOption('Pending');
  await panel.getByRole('button', { name: 'Apply' }).click();

  await sent;
  await expect(page).toHaveURL(/[?&]status=Pending(&|$)/);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Filter.*1 applied/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LOG}$`));
});

test('export .csv writes every row with the table columns', async ({ page }) => {
  await openRefundLog(page);
  const count = await headerCount(page, 'Refunds');
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['Amount', 'Customer ID', 'Transaction reference', 'Date', 'Status']);
  expect(rows).toHaveLength(count);
  for (const row of rows) expect(row.Amount).toMatch(/^NGN [\d,]+\.\d{2}$/);
});

test('Log a single refund sends one entry, once, on a double click', async ({ page }) => {
  await openSignedIn(page);
  const [reference = ''] = await successfulReferences(page);
  await page.goto(LOG);
  // Only the refund's own call is slow: the window in which a second click lands.
  await slowCall(page, { method: 'POST', path: REFUND_POST });
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isRefundPost(request)) posts.push(request);
  });
  await page.getByRole('button', { name: 'Log a refund' }).click();
  await page.getByRole('menuitem', { name: 'Log a single refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a single refund' });
  await dialog.getByLabel(/Transaction reference/).fill(reference);
  await dialog.getByLabel(/Amount/).fill('1.50');
  await dialog.getByLabel(/Reason/).fill('Out of stock');

  await dialog.getByRole('button', { name: 'Log refund' }).dblclick();

  await expect(dialog).toBeHidden({ timeout: 20_000 });
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toEqual([
    { transactionReference: reference, amount: 1.5, reason: 'Out of stock' },
  ]);
});

test('a bulk file is checked before anything is sent', async ({ page }) => {
  await openSignedIn(page);
  const [first = '', second = ''] = await successfulReferences(page);
  await page.goto(LOG);
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isRefundPost(request)) posts.push(request);
  });

  let dialog = await chooseBulkFile(page, HEADER);
  await expect(dialog.getByText('please, add a refund')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await chooseBulkFile(page, `${HEADER},10,x\nPAY-2,ten,\n`);
  await expect(dialog.getByText('Row 2: the transaction reference is missing')).toBeVisible();
  await expect(dialog.getByText("Row 3: the amount 'ten' is not a number above 0")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Log refunds' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(posts).toHaveLength(0);

  dialog = await chooseBulkFile(page, `${HEADER}${first},1,Damaged\n${second},"1.50",\n`);
  await expect(dialog.getByText('2 refunds ready to log')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log refunds' }).click();
  await expect(dialog).toBeHidden();
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toEqual([
    { transactionReference: first, amount: 1, reason: 'Damaged' },
    { transactionReference: second, amount: 1.5, reason: '' },
  ]);
});

test('View details opens the static refund page; its back link keeps the filters', async ({
  page,
}) => {
  await openRefundLog(page, '?status=Pending');
  const table = listTable(page, 'Refunds');
  await expect
    .poll(async () => (await columnTexts(table, 'Transaction reference')).length)
    .toBeGreaterThan(0);
  const [reference = ''] = await columnTexts(table, 'Transaction reference');
  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();

  await expect(page).toHaveURL(/\/dashboard\/refunds\/refund-details\//);
  await expect(page.getByText(/sample values only/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund customer again' })).toBeDisabled();
  await page.getByRole('link', { name: 'Back to refunds' }).click();
  await expect(page).toHaveURL(/\/dashboard\/refunds\?status=Pending$/);
});

test('the business refunds list opens a details modal from the row', async ({ page }) => {
  await openSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Refunds' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/business\/refunds$/);
  const table = listTable(page, 'Refunds');
  await expect(table.getByRole('columnheader', { name: 'Action', exact: true })).toBeVisible();
  await expect.poll(async () => (await columnTexts(table, 'Reference')).length).toBeGreaterThan(0);
  const [reference = ''] = await columnTexts(table, 'Reference');
  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();

  const dialog = page.getByRole('dialog', { name: 'Refund details' });
  await expect(dialog.getByText(reference)).toBeVisible();
  await expect(page).toHaveURL(/[?&]dialog=refund-details/);
  await page.goBack();
  await expect(dialog).toBeHidden();
});

test('the empty texts, and the disputes placeholder inside the shell', async ({ page }) => {
  await openRefundLog(page, '', 'empty');
  await expect(page.getByText('You currently do not have any transactions')).toBeVisible();
  await page.goto('/dashboard/business/refunds');
  await expect(page.getByText('You currently do not have any refunds')).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/dashboard/business/disputes');
  await expect(page.getByText(/Disputes are not available here yet/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Page not found')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

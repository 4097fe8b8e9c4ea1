import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from './csv';
import { columnTexts, expectColumnAll, headerCount, listTable } from './listTable';
import { openListFromMenu, postsTo, setFaults } from './support';

const LIST = '/dashboard/business/payment-links';
const CREATE = '/subsidiary/dashboard/payment/link/new';
const UPDATE_STATUS = '/subsidiary/dashboard/payment/link/update-status';
const LOAD = { timeout: 30_000 };

const openPaymentLinks = (page: Page) => openListFromMenu(page, 'Payment Links', LIST);

async function filterByStatus(page: Page, status: string) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await panel.getByRole('combobox', { name: 'Status' }).selectOption(status);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
}

/** The name of the first link on the page with this status. */
async function firstLinkWithStatus(page: Page, status: string): Promise<string> {
  const table = listTable(page, 'Payment Links');
  await expect.poll(async () => (await columnTexts(table, 'Status')).includes(status)).toBe(true);
  const statuses = await columnTexts(table, 'Status');
  const names = await columnTexts(table, 'Link Name');
  return names[statuses.indexOf(status)] ?? '';
}

async function openRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The reference a dialog was opened with, read from the URL (?dialog=…&id=REF). */
const dialogId = (page: Page) => new URL(page.url()).searchParams.get('id') ?? '';

test('the status filter lives in the URL: reload keeps it, Back undoes it', async ({ page }) => {
  const table = await openPaymentLinks(page);
  await filterByStatus(page, 'InActive');
  await expect(page).toHaveURL(/[?&]status=InActive(&|$)/);
  await expectColumnAll(table, 'Status', 'InActive');

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Payment Links \(\d+\)$/ })).toBeVisible(LOAD);
  await expect(page).toHaveURL(/[?&]status=InActive(&|$)/);
  await expectColumnAll(table, 'Status', 'InActive');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect.poll(async () => (await columnTexts(table, 'Status')).includes('Active')).toBe(true);
});

test('export .csv writes every filtered link with the table columns', async ({ page }) => {
  await openPaymentLinks(page);
  await filterByStatus(page, 'Active');
  await expectColumnAll(listTable(page, 'Payment Links'), 'Status', 'Active');
  const count = await headerCount(page, 'Payment Links');
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['Link Name', 'Type', 'Limit', 'Amount', 'Currency', 'Status']);
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    expect(row.Status).toBe('Active');
    expect(row.Limit).toMatch(/^(No limit|[\d,]+)$/);
    expect(row.Type).not.toMatch(/_/);
  }
  expect(rows.some((row) => row.Limit === 'No limit')).toBe(true);
});

test('Deactivate and Activate are confirmed first and send the link reference, once', async ({
  page,
}) => {
  await openPaymentLinks(page);
  const posts = postsTo(page, UPDATE_STATUS);
  const active = await firstLinkWithStatus(page, 'Active');
  await openRowAction(page, active, 'Deactivate');
  let confirm = page.getByRole('alertdialog', { name: 'Deactivate payment link?' });
  await expect(confirm).toBeVisible();
  const reference = dialogId(page);
  expect(reference).toMatch(/^PLK-/);
  await setFaults(page, `slow=2000:POST:${UPDATE_STATUS}`);
  await confirm.getByRole('button', { name: 'Deactivate' }).dblclick();
  await expect(confirm).toBeHidden(LOAD);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toEqual({ action: 'disable', reference });
  await expect(page.getByText('Payment link deactivated successfully')).toBeVisible();
  await setFaults(page, '');

  // The same link is now InActive and offers Activate.
  await openRowAction(page, active, 'Activate');
  confirm = page.getByRole('alertdialog', { name: 'Activate payment link?' });
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(confirm).toBeHidden();
  expect(posts).toHaveLength(2);
  expect(posts[1]?.postDataJSON()).toEqual({ action: 'activate', reference });
});

test('View details, Copy link and Initiate payment work from the row', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openPaymentLinks(page);
  const name = await firstLinkWithStatus(page, 'Active');

  await openRowAction(page, name, 'View details');
  const details = page.getByRole('dialog', { name: 'Payment link details' });
  await expect(details.getByText(name)).toBeVisible();
  await expect(page).toHaveURL(/[?&]dialog=payment-link(&|$)/);
  const url = `https://checkout.paymerchant.ng/pay/${dialogId(page)}`;
  await expect(details.getByText(url)).toBeVisible();
  await page.goBack();
  await expect(details).toBeHidden();

  await openRowAction(page, name, 'Copy link');
  await expect(page.getByText('Payment link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The gateway is not part of the sandbox: answer its page so the new tab can load.
  await context.route('https://checkout.paymerchant.ng/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' }),
  );
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    openRowAction(page, name, 'Initiate payment'),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(url);
  await tab.close();
});

test('a new link is created once, keeps its fields on a server error, and heads the list', async ({
  page,
}) => {
  const table = await openPaymentLinks(page);
  const before = await headerCount(page, 'Payment Links');
  const posts = postsTo(page, CREATE);
  await page.getByRole('button', { name: 'Create Payment Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Payment Link' });
  const create = dialog.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel(/Link name/).fill('Journey pickup link');
  await dialog.getByLabel(/Payment type/).selectOption({ label: 'Single Charge' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel(/Currency/).selectOption('NGN');
  await dialog.getByLabel(/Amount/).pressSequentially('2500');
  await dialog.getByLabel(/Limit/).fill('25');
  await expect(create).toBeEnabled();

  await setFaults(page, `500:POST:${CREATE}`);
  await create.click();
  await expect(dialog.getByRole('alert')).toContainText('Service temporarily unavailable');
  await expect(dialog.getByLabel(/Link name/)).toHaveValue('Journey pickup link');
  await expect(dialog.getByLabel(/Amount/)).toHaveValue('2,500');
  await expect(dialog.getByLabel(/Limit/)).toHaveValue('25');

  await setFaults(page, `slow=2000:POST:${CREATE}`);
  await create.dblclick();
  await expect(dialog).toBeHidden(LOAD);
  expect(posts).toHaveLength(2);
  const payload = {
    name: 'Journey pickup link',
    description: '',
    paymentType: 'SINGLE_CHARGE',
    currency: 'NGN',
    amount: 2500,
    limit: 25,
    authOption: 'NOAUTH',
  };
  expect(posts[0]?.postDataJSON()).toEqual(payload);
  expect(posts[1]?.postDataJSON()).toEqual(payload);
  await setFaults(page, '');

  await expect(page.getByRole('heading', { name: `Payment Links (${before + 1})` })).toBeVisible();
  await expect
    .poll(async () => (await columnTexts(table, 'Link Name'))[0])
    .toBe('Journey pickup link');
  const [limit] = await columnTexts(table, 'Limit');
  expect(limit).toBe('25');
});

test('the empty text', async ({ page }) => {
  // A scenario re-seeds the sandbox (and its sessions), so it is chosen before signing in.
  await page.goto('/?scenario=empty');
  await openPaymentLinks(page);
  await expect(page.getByText('You currently do not have any payment links')).toBeVisible();
});

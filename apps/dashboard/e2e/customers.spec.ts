import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseCsv } from './csv';
import { columnTexts, expectColumnAll, headerCount, listTable } from './listTable';
import { openListFromMenu, postsTo, setFaults } from './support';

const LIST = '/dashboard/business/customers';
const CREATE = '/subsidiary/customer/create';
const BLACKLIST = '/subsidiary/customer/blacklist-whitelist';
const REASON = 'Updated from the merchant dashboard';
const LOAD = { timeout: 30_000 };

const openCustomers = (page: Page) => openListFromMenu(page, 'Customers', LIST);

/** Opens the Filter panel, picks each combobox's option by label, and applies. */
async function applyFilter(page: Page, choices: Record<string, string>) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  for (const [name, option] of Object.entries(choices))
    await panel.getByRole('combobox', { name }).selectOption({ label: option });
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
}

/** The email of the first customer on the page with this status. */
async function firstCustomerWithStatus(page: Page, status: string): Promise<string> {
  const table = listTable(page, 'Customers');
  await expect.poll(async () => (await columnTexts(table, 'Status')).includes(status)).toBe(true);
  const statuses = await columnTexts(table, 'Status');
  return (await columnTexts(table, 'Email'))[statuses.indexOf(status)] ?? '';
}

async function openRowAction(page: Page, email: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('the status filter lives in the URL: reload keeps it, Back undoes it', async ({ page }) => {
  const table = await openCustomers(page);
  await applyFilter(page, { Status: 'Blacklisted' });
  await expect(page).toHaveURL(/[?&]status=Blacklisted(&|$)/);
  await expectColumnAll(table, 'Status', 'Blacklisted');

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Customers \(\d+\)$/ })).toBeVisible(LOAD);
  await expectColumnAll(table, 'Status', 'Blacklisted');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect.poll(async () => (await columnTexts(table, 'Status')).includes('Active')).toBe(true);
});

test('export .csv writes every filtered customer with the table columns', async ({ page }) => {
  await openCustomers(page);
  await applyFilter(page, { Status: 'Active' });
  await expectColumnAll(listTable(page, 'Customers'), 'Status', 'Active');
  const count = await headerCount(page, 'Customers');
  // More customers than one page holds: the file has them all, not the page on screen.
  expect(count).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['Name', 'Email', 'Mobile Number', 'Country', 'Status']);
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    expect(row.Status).toBe('Active');
    expect(row.Email).toMatch(/@/);
  }
});

test('Blacklist and Whitelist follow the status, are confirmed, and are sent once', async ({
  page,
}) => {
  const table = await openCustomers(page);
  const posts = postsTo(page, BLACKLIST);
  const email = await firstCustomerWithStatus(page, 'Active');

  await openRowAction(page, email, 'Blacklist');
  let confirm = page.getByRole('alertdialog', { name: 'Blacklist customer?' });
  await expect(confirm.getByText(new RegExp(email.replace(/[.+]/g, '\\$&')))).toBeVisible();
  await setFaults(page, `slow=2000:POST:${BLACKLIST}`);
  await confirm.getByRole('button', { name: 'Blacklist' }).dblclick();
  await expect(confirm).toBeHidden(LOAD);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toEqual({
    customerEmail: email,
    action: 'blacklist',
    reason: REASON,
  });
  await setFaults(page, '');
  await expect
    .poll(async () => {
      const emails = await columnTexts(table, 'Email');
      return (await columnTexts(table, 'Status'))[emails.indexOf(email)];
    })
    .toBe('Blacklisted');

  await openRowAction(page, email, 'Whitelist');
  confirm = page.getByRole('alertdialog', { name: 'Whitelist customer?' });
  await confirm.getByRole('button', { name: 'Whitelist' }).click();
  await expect(confirm).toBeHidden();
  expect(posts).toHaveLength(2);
  expect(posts[1]?.postDataJSON()).toEqual({
    customerEmail: email,
    action: 'whitelist',
    reason: REASON,
  });
});

test('customer details: the customer, their filtered orders, and Back to the filtered list', async ({
  page,
}) => {
  const table = await openCustomers(page);
  await applyFilter(page, { Status: 'Active' });
  await expectColumnAll(table, 'Status', 'Active');
  const listUrl = page.url();
  const [name = ''] = await columnTexts(table, 'Name');
  const [email = ''] = await columnTexts(table, 'Email');
  const [mobile = ''] = await columnTexts(table, 'Mobile Number');
  await openRowAction(page, email, 'View details');

  await expect(page).toHaveURL(/\/dashboard\/business\/customers\/customer-details\/\d+$/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible(LOAD);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(mobile, { exact: true })).toBeVisible();
  const orders = listTable(page, 'Transactions');
  await expect(page.getByRole('heading', { name: /^Transactions \(\d+\)$/ })).toBeVisible();
  const channels = await columnTexts(orders, 'Channel');
  const channel = channels.find((text) => text !== '') ?? 'Card';

  await applyFilter(page, { Channel: channel });
  await expect(page).toHaveURL(new RegExp(`[?&]channel=${encodeURIComponent(channel)}(&|$)`));
  await expectColumnAll(orders, 'Channel', channel);
  await applyFilter(page, { Status: 'Successful' });
  await expect(page).toHaveURL(/[?&]status=Successful(&|$)/);
  // The rows of the channel alone stay on screen until the narrower answer comes, and it may
  // hold none, so the check waits for every row shown to be Successful, none included.
  await expect
    .poll(async () => (await columnTexts(orders, 'Status')).every((s) => s === 'Successful'))
    .toBe(true);

  await page.getByRole('link', { name: 'Back to customers' }).click();
  await expect(page).toHaveURL(listUrl);
  await expectColumnAll(table, 'Status', 'Active');
});

test('a new customer is created once, keeps its fields on a server error, and is listed', async ({
  page,
}) => {
  const table = await openCustomers(page);
  const before = await headerCount(page, 'Customers');
  const [takenEmail = ''] = await columnTexts(table, 'Email');
  const posts = postsTo(page, CREATE);
  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  const submit = dialog.getByRole('button', { name: 'Create Customer' });

  await submit.click();
  await expect(dialog.getByText('First name is required!')).toBeVisible();
  await expect(dialog.getByText('Mobile number is required!')).toBeVisible();
  expect(posts).toHaveLength(0);

  await dialog.getByLabel(/First name/).fill('Amaka');
  await dialog.getByLabel(/Last name/).fill('Okonkwo');
  await dialog.getByLabel(/Email/).fill(takenEmail);
  await dialog.getByLabel(/Mobile number/).fill('8091234567');
  await submit.click();
  await expect(dialog.getByRole('alert')).toContainText(
    'A customer with this email already exists',
  );
  await expect(dialog.getByLabel(/First name/)).toHaveValue('Amaka');
  await expect(dialog.getByLabel(/Mobile number/)).toHaveValue('8091234567');

  await dialog.getByLabel(/Email/).fill('amaka.okonkwo@example.ng');
  await setFaults(page, `slow=2000:POST:${CREATE}`);
  await submit.dblclick();
  await expect(dialog).toBeHidden(LOAD);
  await setFaults(page, '');
  expect(posts).toHaveLength(2);
  expect(posts[1]?.postDataJSON()).toEqual({
    firstName: 'Amaka',
    lastName: 'Okonkwo',
    email: 'amaka.okonkwo@example.ng',
    mobile: '+2348091234567',
  });

  await expect(page.getByRole('heading', { name: `Customers (${before + 1})` })).toBeVisible();
  await expect
    .poll(async () => (await columnTexts(table, 'Email'))[0])
    .toBe('amaka.okonkwo@example.ng');
  const [mobile] = await columnTexts(table, 'Mobile Number');
  expect(mobile).toBe('+2348091234567');
});

test('the empty text', async ({ page }) => {
  // A scenario re-seeds the sandbox (and its sessions), so it is chosen before signing in.
  await page.goto('/?scenario=empty');
  await openCustomers(page);
  await expect(page.getByText('You currently do not have any customers')).toBeVisible();
});

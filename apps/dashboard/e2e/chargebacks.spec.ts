import { expect, test, type Page, type Request } from '@playwright/test';
import { columnTexts, listTable } from './listTable';
import { recordMultipart } from './multipart';
import { openMenuLink, openSignedIn } from './support';
import { fileBytes } from './uploadFiles';

const LIST_CALL = '/subsidiary/dashboard/chargeback/all';
const TREAT_CALL = '/subsidiary/dashboard/chargeback/accept/dispute';

const isCall = (request: Request, path: string, method = 'GET') =>
  request.method() === method && new URL(request.url()).pathname.endsWith(path);

/** Waits (generously: lists load lazily) for the list's heading with its count. */
async function listShown(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: new RegExp(`^${title} \\(`) })).toBeVisible({
    timeout: 30_000,
  });
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

test('the overview: Overview tab with Holding Balance disabled, three cards and the list', async ({
  page,
}) => {
  await openMenuLink(page, 'All chargebacks');
  await expect(page).toHaveURL(/\/dashboard\/chargeback$/);
  await listShown(page, 'Chargebacks');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Holding Balance' })).toBeDisabled();
  for (const card of ['Remaining of your threshold', 'Chargeback Value', 'Chargeback Count'])
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  const table = listTable(page, 'Chargebacks');
  await expect.poll(async () => (await columnTexts(table, 'Status')).length).toBeGreaterThan(0);
  const dueDates = await columnTexts(table, 'Due Date');
  expect(dueDates.some((text) => /(days? left|hours? left|Overdue)/.test(text))).toBe(true);
});

const STATUS_ROUTES = [
  { link: 'Pending', path: 'pending', status: 'Pending', title: 'Pending chargebacks' },
  {
    link: 'Awaiting response',
    path: 'awaiting-response',
    status: 'Awaiting Response',
    title: 'Chargebacks awaiting response',
  },
  { link: 'Won', path: 'won', status: 'Won', title: 'Won chargebacks' },
  { link: 'Lost', path: 'lost', status: 'Lost', title: 'Lost chargebacks' },
  {
    link: 'Assessment',
    path: 'assessment',
    status: 'Assessment',
    title: 'Chargebacks in assessment',
  },
];

test('each status route shows the list preset to its status and asks the API for it', async ({
  page,
}) => {
  for (const route of STATUS_ROUTES) {
    const asked = page.waitForRequest(
      (request) =>
        isCall(request, LIST_CALL) &&
        new URL(request.url()).searchParams.get('status') === route.status,
    );
    await openMenuLink(page, route.link);
    await expect(page).toHaveURL(new RegExp(`/dashboard/chargeback/${route.path}$`));
    await asked;
    await listShown(page, route.title);
    const table = listTable(page, route.title);
    const statuses = await columnTexts(table, 'Status');
    for (const status of statuses) expect(status).toBe(route.status);
    if (statuses.length === 0)
      await expect(page.getByText('You currently do not have any chargeback')).toBeVisible();
  }
});

test('the details page: breadcrumb, fields and the Feedback Threads newest first', async ({
  page,
}) => {
  await openMenuLink(page, 'All chargebacks');
  await listShown(page, 'Chargebacks');
  const table = listTable(page, 'Chargebacks');
  await expect.poll(async () => (await columnTexts(table, 'Status')).length).toBeGreaterThan(0);
  const [reference = ''] = await columnTexts(table, 'Order Reference');
  const menuButton = table
    .locator('tr', { hasText: reference })
    .getByRole('button', { name: /^Actions for/ });
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Open details page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chargeback\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { name: /^Chargeback / })).toBeVisible();
  for (const label of [
    'Chargeback date',
    'Payment channel',
    'Merchant ID',
    'Merchant email',
    'Order reference',
  ])
    await expect(page.getByRole('main').locator('dt', { hasText: label }).first()).toBeVisible();
  const threads = page.getByRole('list', { name: 'Feedback Threads' });
  await expect(threads.locator(':scope > li').first()).toContainText('Admin');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Chargebacks' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/chargeback$/);
});

test('Treat Chargeback: Submit Request needs a comment; a Decline sends two proofs as repeated Proof', async ({
  page,
}) => {
  const sentMultipart = await recordMultipart(page);
  let treatments = 0;
  page.on('request', (request) => {
    if (isCall(request, TREAT_CALL, 'POST')) treatments += 1;
  });
  // A new page load, so the recorder is in place before the app's first request.
  await page.goto('/dashboard/chargeback');
  await listShown(page, 'Chargebacks');
  const table = listTable(page, 'Chargebacks');
  await expect.poll(async () => (await columnTexts(table, 'Status')).includes('New')).toBe(true);
  const row = table.locator('tbody tr', { hasText: 'New' }).first();
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  const summary = page.getByRole('dialog', { name: 'Chargeback details' });
  await summary.getByRole('button', { name: 'Treat Chargeback' }).click();

  const dialog = page.getByRole('dialog', { name: 'Treat Chargeback' });
  await expect(dialog.getByRole('radio', { name: 'Accepted' })).toBeChecked();
  const submit = dialog.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Comment/ }).fill('   ');
  await expect(submit).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: /^Comment/ })
    .fill('The order was delivered and signed for.');
  await expect(submit).toBeEnabled();
  await dialog.getByRole('radio', { name: 'Decline' }).check();
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'waybill.pdf', mimeType: 'application/pdf', buffer: fileBytes('application/pdf') },
    { name: 'delivery.png', mimeType: 'image/png', buffer: fileBytes('image/png') },
  ]);
  await expect(dialog.getByText('delivery.png')).toBeVisible();

  const sent = page.waitForRequest((request) => isCall(request, TREAT_CALL, 'POST'));
  await submit.dblclick();
  await sent;
  const [treatment] = await sentMultipart(TREAT_CALL);
  const parts = treatment?.parts ?? [];
  const value = (name: string) => parts.find(([part]) => part === name)?.[1];
  expect(parts.filter(([name]) => name === 'Proof').map(([, file]) => file)).toEqual([
    'waybill.pdf',
    'delivery.png',
  ]);
  expect(value('accepted')).toBe('false');
  expect(value('comment')).toBe('The order was delivered and signed for.');
  expect(value('ChargebackId')).toMatch(/^\d+$/);
  await expect(page.getByText('Chargeback dispute submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(treatments).toBe(1);

  // The thread now starts with the merchant's answer and its two proof links.
  const id = value('ChargebackId') ?? '';
  await page.goto(`/dashboard/chargeback/${id}/details`);
  const first = page.getByRole('list', { name: 'Feedback Threads' }).locator(':scope > li').first();
  await expect(first).toContainText('Merchant');
  await expect(first.getByRole('link', { name: 'waybill.pdf' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'delivery.png' })).toBeVisible();
});

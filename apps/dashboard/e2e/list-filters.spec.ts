import { expect, test, type Page, type Request } from '@playwright/test';
import { columnTexts, listTable } from './listTable';
import { openSignedIn } from './support';

const LOAD = { timeout: 30_000 };
const FROM = /^\d{4}-\d{2}-\d{2} 00:00:00$/;
const TO = /^\d{4}-\d{2}-\d{2} 23:59:59$/;

/** Every GET to `path` the page sends from now on. */
function getsTo(page: Page, path: string): Request[] {
  const gets: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith(path))
      gets.push(request);
  });
  return gets;
}

const paramsOf = (request: Request) => new URL(request.url()).searchParams;

async function openList(page: Page, path: string, title: string) {
  await openSignedIn(page, path);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) }),
  ).toBeVisible(LOAD);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  return page.getByRole('dialog', { name: 'Filter' });
}

// Part 1 section 7: these calls take `fromdate`/`todate`; the panels offer the range and send it.
for (const list of [
  {
    title: 'Payment Links',
    path: '/dashboard/business/payment-links',
    call: '/subsidiary/dashboard/payment/link/subsidiary',
  },
  {
    title: 'Products',
    path: '/dashboard/business/products',
    call: '/subsidiary/dashboard/product/all',
  },
  {
    title: 'Customers',
    path: '/dashboard/business/customers',
    call: '/subsidiary/dashboard/fetch/customers',
  },
]) {
  test(`${list.title}: the date range is sent as fromdate and todate`, async ({ page }) => {
    await openList(page, list.path, list.title);
    const sent = getsTo(page, list.call);

    const panel = await openPanel(page);
    await panel
      .getByRole('combobox', { name: 'Date range' })
      .selectOption({ label: 'Last 7 days' });
    await panel.getByRole('button', { name: 'Apply' }).click();

    await expect
      .poll(() => sent.map((request) => paramsOf(request).get('fromdate')))
      .toContainEqual(expect.stringMatching(FROM));
    const filtered = sent.find((request) => paramsOf(request).has('fromdate'));
    expect(paramsOf(filtered as Request).get('todate')).toMatch(TO);
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });
}

// Part 1 sections 7 and 9: the customers call searches by e-mail, name and mobile number, and a
// table search applies a second after typing pauses, without Apply, in one request.
test('customers: typing an e-mail searches once, a second after the last keystroke', async ({
  page,
}) => {
  await openList(page, '/dashboard/business/customers', 'Customers');
  const table = listTable(page, 'Customers');
  await expect.poll(async () => (await columnTexts(table, 'Email')).length).toBeGreaterThan(1);
  const [email = ''] = await columnTexts(table, 'Email');
  const sent = getsTo(page, '/subsidiary/dashboard/fetch/customers');

  const panel = await openPanel(page);
  await panel.getByRole('textbox', { name: 'Email' }).pressSequentially(email, { delay: 40 });
  const typed = Date.now();

  const search = await page.waitForRequest((request) => paramsOf(request).get('email') === email, {
    timeout: 5_000,
  });
  expect(Date.now() - typed).toBeGreaterThanOrEqual(900);
  expect(paramsOf(search).get('email')).toBe(email);
  await expect(panel).toBeVisible();
  await expect.poll(() => columnTexts(table, 'Email')).toEqual([email]);
  // Every keystroke before the pause was folded into that one search.
  expect(sent.filter((request) => paramsOf(request).has('email'))).toHaveLength(1);
  await expect(page).toHaveURL(new RegExp(`[?&]email=${encodeURIComponent(email)}`));

  for (const [name, value, param] of [
    ['Customer name', 'a', 'customername'],
    ['Mobile number', '80', 'mobilenumber'],
  ] as const) {
    await panel.getByRole('textbox', { name }).fill(value);
    const request = await page.waitForRequest((r) => paramsOf(r).get(param) === value);
    expect(paramsOf(request).get('email')).toBe(email);
  }
});

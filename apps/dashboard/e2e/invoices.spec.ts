import { expect, test, type Page, type Request } from '@playwright/test';
import { columnTexts, listTable } from './listTable';
import { openSignedIn } from './support';

const CREATE = '/subsidiary/dashboard/invoice/create';

const isCreate = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.endsWith(CREATE);

/** Signs in and opens Invoices from the menu (under Business, beyond the spec's menu). */
async function openInvoices(page: Page) {
  await openSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Invoices', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: /^Invoices \(/ })).toBeVisible({
    timeout: 30_000,
  });
}

test('New Invoice: Next waits for the four customer fields; Send invoice posts the total and lists', async ({
  page,
}) => {
  await openInvoices(page);
  await page.getByRole('button', { name: 'New Invoice' }).click();
  await expect(page).toHaveURL(/\/dashboard\/business\/invoice\/new-invoice$/);

  const customer = page.getByRole('form', { name: 'Customers details' });
  const next = customer.getByRole('button', { name: 'Next' });
  await customer.getByLabel(/^Customer name/).fill('Ada Obi');
  await customer.getByLabel(/^Company name/).fill('Obi Stores');
  await customer.getByLabel(/^Customer email/).fill('ada@obistores.ng');
  await expect(next).toBeDisabled();
  await customer.getByLabel(/^Company email/).fill('accounts@obistores.ng');
  await expect(next).toBeEnabled();
  await next.click();

  const details = page.getByRole('form', { name: 'Invoice Details' });
  await details.getByLabel(/^Invoice title/).fill('November supplies');
  await details.getByLabel(/^Description/).fill('Rice, 50 kg');
  await details.getByLabel(/^Unit price/).fill('2500');
  await details.getByLabel(/^Quantity/).fill('2');
  await details.getByRole('button', { name: 'Add another item' }).click();
  await details
    .getByLabel(/^Description/)
    .nth(1)
    .fill('Delivery');
  await details
    .getByLabel(/^Unit price/)
    .nth(1)
    .fill('1000');
  await details
    .getByLabel(/^Quantity/)
    .nth(1)
    .fill('1');
  await details.getByLabel(/^Discount/).fill('500');
  await details.getByLabel(/^Tax/).fill('100');
  // 2,500 × 2 + 1,000 × 1 − |500| + |100|
  const totals = details.getByRole('definition');
  await expect(totals.nth(0)).toHaveText(/6,000\.00$/);
  await expect(totals.nth(1)).toHaveText(/5,600\.00$/);

  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isCreate(request)) posts.push(request);
  });
  await details.getByRole('button', { name: 'Send invoice' }).click();

  await expect(page).toHaveURL(/\/dashboard\/business\/invoice$/);
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toMatchObject({
    amount: 5600,
    discount: 500,
    tax: 100,
    invoiceTitle: 'November supplies',
    businessDetails: { customerName: 'Ada Obi', companyEmailAddress: 'accounts@obistores.ng' },
    invoiceItems: [
      { item: 'Rice, 50 kg', amount: 2500, quantity: 2 },
      { item: 'Delivery', amount: 1000, quantity: 1 },
    ],
  });
});

test("Initiate Payment opens the gateway's invoice page in a new tab", async ({ page }) => {
  await openInvoices(page);
  const table = listTable(page, 'Invoices');
  await expect.poll(async () => (await columnTexts(table, 'Reference')).length).toBeGreaterThan(0);
  const [reference = ''] = await columnTexts(table, 'Reference');
  // The gateway is not reachable from here: record what the page asks the browser to open.
  await page.evaluate(() => {
    window.open = (url?: string | URL, target?: string) => {
      document.body.dataset.opened = `${String(url)} ${target ?? ''}`;
      return null;
    };
  });

  await page.getByRole('button', { name: `Actions for ${reference}` }).click();
  await page.getByRole('menuitem', { name: 'Initiate Payment' }).click();

  await expect(page.locator('body')).toHaveAttribute(
    'data-opened',
    new RegExp(`/invoice/${encodeURIComponent(reference)}/[^/ ]+ _blank$`),
  );
});

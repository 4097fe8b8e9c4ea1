import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { FAULTS_STORAGE_KEY } from '@merchant/api/mocks/faults';
import { parseCsv } from './csv';
import { columnTexts, expectColumnAll, headerCount, listTable } from './listTable';
import { recordMultipart } from './multipart';
import { openSignedIn, slowCall } from './support';
import { fileBytes } from './uploadFiles';

/** The product list's columns, as the table shows them and the export writes them. */
const EXPORT_COLUMNS = [
  'Product Name',
  'Price',
  'Availability',
  'Stock count',
  'Sold',
  'Total Amount',
];

const LIST = '/dashboard/business/products';
const CREATE = '/subsidiary/dashboard/product/create';
const PAGE_LOAD = { timeout: 30_000 };

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: fileBytes('image/png'),
});

/** Opens the products list signed in. */
async function openProducts(page: Page) {
  await openSignedIn(page, LIST);
  await expect(page.getByRole('heading', { name: /^Products \(/ })).toBeVisible(PAGE_LOAD);
}

/**
 * From the list, 'New product'. With `record`, the page's multipart bodies are recorded (the
 * recorder is installed before the app's first load).
 */
async function openNewProduct(page: Page, record = false) {
  const sentTo = record ? await recordMultipart(page) : undefined;
  await openProducts(page);
  await page.getByRole('button', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/products\/new-product$/);
  const form = page.getByRole('form', { name: 'New product' });
  await expect(form).toBeVisible(PAGE_LOAD);
  return { form, sentTo: async (path: string) => (sentTo ? sentTo(path) : []) };
}

test('the availability filter lives in the URL: reload keeps it, Back undoes it', async ({
  page,
}) => {
  await openProducts(page);
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('availability') === 'false',
  );
  await panel.getByRole('combobox', { name: 'Availability' }).selectOption('Out-of-stock');
  await panel.getByRole('button', { name: 'Apply' }).click();

  await sent;
  await expect(page).toHaveURL(/[?&]availability=false(&|$)/);
  const table = listTable(page, 'Products');
  await expectColumnAll(table, 'Availability', 'Out-of-stock');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Filter.*1 applied/ })).toBeVisible(PAGE_LOAD);
  await expectColumnAll(table, 'Availability', 'Out-of-stock');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('export .csv writes every product with the table columns, amounts in NGN', async ({
  page,
}) => {
  await openProducts(page);
  const count = await headerCount(page, 'Products');
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv' }).click(),
  ]);
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(EXPORT_COLUMNS);
  expect(rows).toHaveLength(count);
  for (const row of rows) {
    expect(row['Product Name']).not.toBe('');
    expect(row.Price).toMatch(/^NGN [\d,]+\.\d{2}$/);
    expect(row['Total Amount']).toMatch(/^NGN [\d,]+\.\d{2}$/);
    expect(['In-stock', 'Out-of-stock']).toContain(row.Availability);
  }
});

test('delete asks first, sends one DELETE for the row, and the row goes', async ({ page }) => {
  await openProducts(page);
  const table = listTable(page, 'Products');
  await expect
    .poll(async () => (await columnTexts(table, 'Product Name')).length)
    .toBeGreaterThan(0);
  const count = await headerCount(page, 'Products');
  const [name = ''] = await columnTexts(table, 'Product Name');
  const deletes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request);
  });

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
  await expect(confirm.getByText(`'${name}' will be removed`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]dialog=delete-product/);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(deletes).toHaveLength(0);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: `Products (${count - 1})` })).toBeVisible();
  expect(deletes).toHaveLength(1);
  expect(new URL(deletes[0]?.url() ?? '').pathname).toMatch(
    /\/subsidiary\/dashboard\/product\/delete\/[^/]+$/,
  );
  expect(await columnTexts(table, 'Product Name')).not.toContain(name);
});

test('a business with no products sees the empty text', async ({ page }) => {
  // A scenario re-seeds the sandbox (and its sessions), so it is chosen before signing in.
  await page.goto('/?scenario=empty');
  await openProducts(page);
  await expect(page.getByText('You do not have any products')).toBeVisible();
});

test('a new product is sent once as multipart with the spec field names, then the list', async ({
  page,
}) => {
  const { form, sentTo } = await openNewProduct(page, true);
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel(/Product name/).fill('Adire scarf');
  await form.getByLabel(/Description/).fill('Indigo, hand-dyed in Abeokuta');
  await form.getByLabel(/^Price/).fill('8500');
  await form.getByLabel(/^Stock/).fill('25');
  await form.getByRole('radio', { name: 'Unlimited' }).check();
  await form.getByLabel(/contains one or more physical goods/).check();
  await form.getByLabel('Require delivery address').check();
  await form.getByRole('button', { name: 'Add delivery fee' }).click();
  const fee = page.getByRole('dialog', { name: 'Delivery Fee' });
  await expect(page).toHaveURL(/[?&]dialog=delivery-fee/);
  await fee.getByLabel(/Fee type/).fill('Lagos delivery');
  await fee.getByLabel(/Amount/).fill('1500');
  await fee.getByRole('button', { name: 'Add fee' }).click();
  await expect(fee).toBeHidden();
  await expect(form.getByText('Lagos delivery: NGN 1,500.00')).toBeVisible();
  await form.getByLabel('This product is on sale').check();
  await form.getByLabel(/Sale price/).fill('7000');
  await form.getByLabel(/Product URL/).fill('https://shop.example.ng/adire');
  await form
    .locator('input[type="file"]')
    .setInputFiles([png('front.png'), png('back.png'), png('detail.png')]);
  await form.getByRole('button', { name: 'Remove detail.png' }).click();

  await form.getByRole('button', { name: 'Save' }).dblclick();

  await expect(page).toHaveURL(new RegExp(`${LIST}$`), PAGE_LOAD);
  await expect(listTable(page, 'Products').getByText('Adire scarf', { exact: true })).toBeVisible();
  const sent = await sentTo(CREATE);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.parts).toEqual([
    ['name', 'Adire scarf'],
    ['description', 'Indigo, hand-dyed in Abeokuta'],
    ['price', '8500'],
    ['dealprice', '7000'],
    ['url', 'https://shop.example.ng/adire'],
    ['containsphysicalgoods', 'true'],
    ['deliveryaddressrequired', 'true'],
    ['deliverynoterequired', 'false'],
    ['images', 'front.png'],
    ['images', 'back.png'],
    ['fees', JSON.stringify([{ name: 'Lagos delivery', fee: 1500 }])],
    ['stock', '25'],
  ]);
});

test('Save is sent once on a slow answer, clicked twice and Enter pressed twice', async ({
  page,
}) => {
  const { form } = await openNewProduct(page);
  // Only the product's own call is slow: the window in which a second press lands.
  await slowCall(page, { method: 'POST', path: CREATE });
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(CREATE))
      posts.push(request);
  });
  await form.getByLabel(/Product name/).fill('Adire scarf');
  await form.getByLabel(/Description/).fill('Indigo');
  await form.getByLabel(/^Price/).fill('8500');
  await form.getByLabel(/^Stock/).fill('5');
  await form.locator('input[type="file"]').setInputFiles(png('front.png'));
  await form.getByRole('button', { name: 'Save' }).dblclick();
  await form.getByLabel(/^Stock/).press('Enter');
  await form.getByLabel(/^Stock/).press('Enter');

  await expect(page).toHaveURL(new RegExp(`${LIST}$`), PAGE_LOAD);
  expect(posts).toHaveLength(1);
});

test('a non-image is refused and nothing is sent', async ({ page }) => {
  const { form, sentTo } = await openNewProduct(page, true);
  await form.getByLabel(/Product name/).fill('Adire scarf');
  await form.getByLabel(/Description/).fill('Indigo');
  await form.getByLabel(/^Price/).fill('8500');
  await form.getByLabel(/^Stock/).fill('5');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'price-list.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(form.getByText('Only image files can be added')).toBeVisible();
  await expect(form.getByRole('list', { name: 'Chosen files' })).toBeHidden();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(await sentTo(CREATE)).toHaveLength(0);
});

test('a server error keeps every field as typed', async ({ page }) => {
  const { form } = await openNewProduct(page);
  await page.evaluate(([key, rule]) => sessionStorage.setItem(key, rule), [
    FAULTS_STORAGE_KEY,
    `500:POST:${CREATE}`,
  ] as const);
  await form.getByLabel(/Product name/).fill('Adire scarf');
  await form.getByLabel(/Description/).fill('Indigo');
  await form.getByLabel(/^Price/).fill('8500');
  await form.getByLabel(/^Stock/).fill('5');
  await form.locator('input[type="file"]').setInputFiles(png('front.png'));
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/new-product$/);
  await expect(form.getByLabel(/Product name/)).toHaveValue('Adire scarf');
  await expect(form.getByLabel(/Description/)).toHaveValue('Indigo');
  await expect(form.getByLabel(/^Price/)).toHaveValue('8,500');
  await expect(form.getByLabel(/^Stock/)).toHaveValue('5');
  await expect(form.getByText('front.png')).toBeVisible();
});

test('every column fits at 1366×768, and at 390 px the rows are cards and the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openProducts(page);
  const table = listTable(page, 'Products');
  await expect
    .poll(async () => (await columnTexts(table, 'Product Name')).length)
    .toBeGreaterThan(0);
  for (const header of [...EXPORT_COLUMNS, 'Action']) {
    const box = await table.getByRole('columnheader', { name: header, exact: true }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366, header).toBe(true);
  }
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(1366);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('main').getByRole('list', { name: 'Products' })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(390);
});

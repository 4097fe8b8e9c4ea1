import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import { parseCsv } from './csv';
import { columnTexts, listTable } from './listTable';
import { openSignedIn } from './support';

/**
 * Part 1 section 2: every listing screen has "a sortable paginated table with row selection".
 * Two rows are selected by clicking their boxes themselves; the list counts them, and the export
 * writes exactly those rows, with the table's own columns.
 */
const LISTS = [
  { path: PATHS.transactions, title: 'Transactions' },
  { path: PATHS.paymentLinks, title: 'Payment Links' },
  { path: PATHS.customers, title: 'Customers' },
  { path: PATHS.products, title: 'Products' },
  { path: PATHS.businessRefunds, title: 'Refunds' },
  { path: PATHS.refunds, title: 'Refunds' },
];

test.beforeEach(async ({ page }) => {
  await openSignedIn(page);
});

for (const { path, title } of LISTS) {
  test(`${path}: selected rows are counted and exported`, async ({ page }) => {
    await page.goto(path);
    const table = listTable(page, title);
    const rows = table.locator('tbody tr');
    const boxes = rows.getByRole('checkbox');
    await expect(boxes.nth(1)).toBeVisible({ timeout: 30_000 });

    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await expect(boxes.nth(0)).toBeChecked();
    await expect(page.getByText('2 selected; Export writes the selected rows')).toBeVisible();

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: '.csv' }).click(),
    ]);
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(csv.rows).toHaveLength(2);
    const [firstHeader = ''] = csv.header;
    const shown = await columnTexts(table, firstHeader);
    // Spaces may differ (a cell's layout, the export's plain text); the words may not.
    const words = (text = '') => text.replace(/\s+/g, ' ').trim();
    expect(csv.rows.map((row) => words(row[firstHeader]))).toEqual(shown.slice(0, 2).map(words));

    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByText(/selected; Export/)).toBeHidden();
    await expect(boxes.nth(0)).not.toBeChecked();
  });
}

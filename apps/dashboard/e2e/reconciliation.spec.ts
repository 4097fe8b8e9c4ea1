import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { read, utils, write } from '@e965/xlsx';
import papa from 'papaparse';
import { PATHS } from '../../../packages/screens/src/routes/paths';
import { parseCsv } from './csv';
import { openSignedIn } from './support';

const FIRST_LOAD = { timeout: 30_000 };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The demo's sample statement of the signed-in business, as the page downloads it. */
async function sampleStatement(page: Page): Promise<string> {
  await openSignedIn(page, PATHS.reconciliation);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a sample statement' }).click(FIRST_LOAD),
  ]);
  return readFile(await download.path(), 'utf8');
}

/** The same statement as a workbook, its amounts as numbers as a bank's .xlsx holds them. */
function asWorkbook(csv: string): Buffer {
  const rows = papa
    .parse<string[]>(csv.trim())
    .data.map((row) =>
      row.map((cell) => (/^[\d,]+\.\d\d$/.test(cell) ? Number(cell.replaceAll(',', '')) : cell)),
    );
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Statement');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

/** Confirms the proposed columns, then waits for the reconciled ledger. */
async function reconcile(page: Page) {
  const columns = page.getByRole('form', { name: 'Statement columns' });
  await expect(columns.getByRole('combobox', { name: /^Narration/ })).toHaveValue('2');
  await columns.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page.getByRole('heading', { name: 'Reconciliation (11)' })).toBeVisible();
}

/** Every line of the exported ledger, as records keyed by the header. */
async function exportedLedger(page: Page, format: 'csv' | 'xlsx') {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `.${format}` }).click(),
  ]);
  const bytes = await readFile(await download.path());
  if (format === 'csv') return parseCsv(bytes.toString('utf8')).rows;
  const book = read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  return sheet ? utils.sheet_to_json<Record<string, string>>(sheet, { raw: false }) : [];
}

const countOf = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>(
    (counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }),
    {},
  );

/** What the sample holds: 8 paid by reference, one 500 short, one unknown credit, one missing. */
async function expectSampleResult(page: Page, exportFormat: 'csv' | 'xlsx', explain?: string) {
  const panel = page.getByRole('button', { name: /^Filter/ });
  await panel.click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await filter.getByRole('combobox', { name: 'Outcome' }).selectOption('Paid short');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]outcome=Paid\+short/);
  await expect(page.getByRole('heading', { name: 'Reconciliation (1)' })).toBeVisible();
  const short = page.getByRole('table', { name: 'Reconciliation' }).locator('tbody tr');
  await expect(short).toContainText('Paid short');
  await expect(short).toContainText('-NGN 500.00');
  await expect(short).toContainText('Reference in narration');
  if (explain) {
    await short.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Mark as explained' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as explained' });
    await dialog.getByRole('textbox', { name: /Note/ }).fill(explain);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(short).toContainText(explain);
  }

  await panel.click();
  await filter.getByRole('combobox', { name: 'Outcome' }).selectOption('');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Reconciliation (11)' })).toBeVisible();

  const rows = await exportedLedger(page, exportFormat);
  expect(countOf(rows.map((row) => row.Outcome ?? ''))).toEqual({
    Matched: 8,
    'Paid short': 1,
    'Unknown credit': 1,
    Missing: 1,
  });
  const shortRow = rows.find((row) => row.Outcome === 'Paid short');
  expect(Number(shortRow?.Difference?.replace(/[^\d.-]/g, ''))).toBe(-500);
  if (explain) expect(shortRow?.Explanation).toBe(explain);
  expect(rows.find((row) => row.Outcome === 'Missing')?.How).toBe('No credit after 3 days');
}

test('a CSV statement: 8 matched, one 500 short, one unknown credit, one missing; all exported', async ({
  page,
}) => {
  const csv = await sampleStatement(page);
  await expect(page.getByText('nothing of it leaves your browser')).toBeVisible();
  await upload(page, 'statement.csv', 'text/csv', Buffer.from(csv));
  await reconcile(page);
  await expectSampleResult(page, 'csv', 'Bank charge, refunded on the 14th');
});

test('the same statement as .xlsx gives the same result, exported as .xlsx', async ({ page }) => {
  const csv = await sampleStatement(page);
  await upload(page, 'statement.xlsx', XLSX_TYPE, asWorkbook(csv));
  await reconcile(page);
  await expectSampleResult(page, 'xlsx');
});

test('a statement with a date that cannot be read names its row', async ({ page }) => {
  const lines = (await sampleStatement(page)).split('\r\n');
  // The title, the period, a blank line and the header come first: the seventh row is a line.
  lines[6] = lines[6]!.replace(/^[^,]+/, '31/02/2026');
  await upload(page, 'statement.csv', 'text/csv', Buffer.from(lines.join('\r\n')));
  await page
    .getByRole('form', { name: 'Statement columns' })
    .getByRole('button', { name: 'Reconcile' })
    .click();
  await expect(page.getByRole('alert')).toContainText(
    'Row 7: the date "31/02/2026" cannot be read.',
  );
});

import { readFile } from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parseCsv } from './csv';
import { headerCount } from './listTable';
import { openSignedIn } from './support';

/**
 * The export is built in a worker of its own (docs/adr/021): on a phone, with the sandbox's large
 * scenario (10,000 orders, some 3,500 of them in the display currency), the page shows how far
 * the file is, keeps painting, and can stop it.
 */
const LIST = '/dashboard/business/transactions?status=all&sort=amount.desc';

/** The spreadsheet writer's file, which the export's worker loads for an .xls or .xlsx. */
const WRITER_FILE = /\/assets\/xlsx\.min-[^/]+\.js$/;

/** The longest the page may go without a frame while the file is built. */
const FRAME_GAP_BUDGET_MS = 200;

test.use({ viewport: { width: 390, height: 844 } });

declare global {
  interface Window {
    /** The longest gap between two animation frames since `watchFrames` started. */
    longestFrameGap?: number;
  }
}

/** Records the longest gap between two animation frames from now on. */
async function watchFrames(page: Page) {
  await page.evaluate(() => {
    window.longestFrameGap = 0;
    let last = performance.now();
    const tick = (now: number) => {
      window.longestFrameGap = Math.max(window.longestFrameGap ?? 0, now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function startXlsxExport(page: Page) {
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: '.xlsx' }).click();
}

test('an .xlsx export of every row of a large list: progress, a page that keeps painting, cancel, then the file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?scenario=large');
  await openSignedIn(page, LIST);
  // Sorted, the list holds every matching row: the export writes them with no other request.
  const total = await headerCount(page, 'Transactions');
  expect(total).toBeGreaterThan(3_000);
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled({ timeout: 30_000 });
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));

  // The first export, cancelled while the worker holds every row: its spreadsheet writer, a file
  // the worker loads when asked for the file, is held back, so Cancel lands mid-export.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(WRITER_FILE, async (route) => {
    await held;
    // Ending the worker drops its request: there is then nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  await startXlsxExport(page);
  const progress = page.getByRole('status').filter({ hasText: /^Preparing export… \d+%$/ });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveText('Preparing export… 50%');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Export cancelled: nothing was downloaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  release();
  await page.context().unroute(WRITER_FILE);
  // Long enough for the cancelled file to have been written and saved, had it not been stopped.
  await page.waitForTimeout(3_000);
  expect(downloads).toHaveLength(0);

  // The second export runs to the end while the page keeps painting.
  await watchFrames(page);
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await startXlsxExport(page);
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  const download = await saved;
  const longestGap = await page.evaluate(() => window.longestFrameGap ?? Number.NaN);
  expect(longestGap).toBeLessThan(FRAME_GAP_BUDGET_MS);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  const book = read(await readFile(await download.path()));
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('The file has no sheet');
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  expect(rows.length - 1).toBe(total);
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveCount(0);
});

test("the home's chart export is written by the worker too: 'Transactions Flow.csv', a line per point", async ({
  page,
}) => {
  const flow = page.waitForResponse((response) =>
    new URL(response.url()).pathname.includes('inflow'),
  );
  await openSignedIn(page);
  const points = (await (await flow).json()) as { data?: unknown[] };
  const exportMenu = page.getByRole('button', { name: 'Export Transactions Flow' });
  await expect(exportMenu).toBeEnabled({ timeout: 30_000 });
  await exportMenu.click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '.csv', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Transactions Flow.csv');
  const { header, rows } = parseCsv(await readFile(await download.path(), 'utf8'));
  expect(header).toEqual(['Date', 'Inflow', 'Outflow']);
  expect(rows.length).toBe(points.data?.length);
});

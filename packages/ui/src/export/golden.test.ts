import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenColumns, goldenPayments } from './golden/payments';
import { headerCells, toCells } from './matrix';
import { writeExportFile } from './writeFile';

const golden = (format: string) => new URL(`./golden/payments.${format}`, import.meta.url);

/**
 * The worker's path, without the worker: the page's mapping to cells, then the writer the worker
 * runs. The golden files were written by the export as it was before it moved to the worker, so a
 * byte that changes here changes the merchant's file. `UPDATE_GOLDEN=1` rewrites them, for a
 * change to the files that is meant.
 */
describe('the export writes the golden files byte for byte', () => {
  it.each(['csv', 'xls', 'xlsx'] as const)('payments.%s', async (format) => {
    const matrix = [headerCells(goldenColumns), ...toCells(goldenPayments, goldenColumns)];
    const blob = await writeExportFile(matrix, { format, sheetName: 'Payments' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden(format), bytes);
    expect(Buffer.from(bytes).equals(readFileSync(golden(format)))).toBe(true);
  });
});

// In the components project (real Chromium): the export's real worker, as the dashboard starts it.
import { describe, expect, it } from 'vitest';
import { buildExportFile } from './exportRows';
import { goldenColumns, goldenPayments } from './golden/payments';
import csvUrl from './golden/payments.csv?url';
import xlsUrl from './golden/payments.xls?url';
import xlsxUrl from './golden/payments.xlsx?url';
import { ExportRowLimitError } from './limits';
import type { ExportProgress } from './types';

const GOLDEN = { csv: csvUrl, xls: xlsUrl, xlsx: xlsxUrl };
const request = { rows: goldenPayments, columns: goldenColumns, fileName: 'Payments' };

/** The golden rows repeated: five rows `times` times over. */
const repeated = (times: number) => Array.from({ length: times }, () => goldenPayments).flat();

const bytesOf = async (body: Blob | Response) => new Uint8Array(await body.arrayBuffer());

describe('buildExportFile, in its worker', () => {
  it.each(['csv', 'xls', 'xlsx'] as const)(
    'writes the golden payments.%s byte for byte',
    async (format) => {
      const blob = await buildExportFile({ ...request, format });
      const golden = await bytesOf(await fetch(GOLDEN[format]));
      expect(await bytesOf(blob)).toEqual(golden);
    },
  );

  it('tells its progress from 0 % up, then the writing', async () => {
    const rows = repeated(1_000);
    const seen: ExportProgress[] = [];
    await buildExportFile(
      { ...request, rows, format: 'xlsx' },
      { onProgress: (progress) => seen.push(progress) },
    );
    const percents = seen.flatMap((p) => (p.step === 'preparing' ? [p.percent] : []));
    expect(percents[0]).toBe(0);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents).toContain(50);
    expect(percents.at(-1)).toBe(100);
    expect(seen.at(-1)).toEqual({ step: 'writing' });
  });

  it('stops with an AbortError when the signal aborts, its worker ended', async () => {
    const run = new AbortController();
    const built = buildExportFile(
      { ...request, format: 'xlsx' },
      {
        signal: run.signal,
        onProgress: (progress) => {
          if (progress.step === 'preparing' && progress.percent >= 50) run.abort();
        },
      },
    );
    await expect(built).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses more rows than an .xls holds before starting a worker', async () => {
    const rows = repeated(13_108);
    await expect(buildExportFile({ ...request, rows, format: 'xls' })).rejects.toBeInstanceOf(
      ExportRowLimitError,
    );
  });
});

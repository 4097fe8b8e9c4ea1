import { buildCsv } from './buildCsv';
import { buildWorkbook } from './buildWorkbook';
import type { ExportCell, ExportFormat } from './types';

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// Without a byte-order mark Excel reads CSV as a legacy code page and garbles '₦'.
const UTF8_BOM = '\uFEFF';

/** The file to write, besides its cells. */
export interface ExportFile {
  format: ExportFormat;
  /** The worksheet's name (xls and xlsx). */
  sheetName: string;
}

/** What the writer tells while it works: data rows written so far, then the file's last step. */
export type WriterProgress = { step: 'rows'; done: number } | { step: 'writing' };

/**
 * The file of a matrix whose first row is the header, as the worker builds it. The same code
 * writes the golden files' bytes in the unit tests (golden/).
 */
export async function writeExportFile(
  matrix: ReadonlyArray<readonly ExportCell[]>,
  { format, sheetName }: ExportFile,
  onProgress: (progress: WriterProgress) => void = () => undefined,
): Promise<Blob> {
  const onRows = (done: number) => onProgress({ step: 'rows', done });
  const onWriting = () => onProgress({ step: 'writing' });
  if (format === 'csv') {
    const csv = await buildCsv(matrix, onRows);
    onWriting();
    return new Blob([UTF8_BOM, csv], { type: MIME.csv });
  }
  const bytes = await buildWorkbook(matrix, format, sheetName, onRows, onWriting);
  return new Blob([bytes], { type: MIME[format] });
}

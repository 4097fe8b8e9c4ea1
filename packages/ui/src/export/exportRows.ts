import { buildCsv } from './buildCsv';
import { buildWorkbook } from './buildWorkbook';
import { downloadBlob } from './download';
import type { ExportFormat, ExportRequest } from './types';

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// Without a byte-order mark Excel reads CSV as a legacy code page and garbles '₦'.
const UTF8_BOM = '\uFEFF';

/** The file name with the format's extension, added once. */
export function withExtension(fileName: string, format: ExportFormat): string {
  const extension = `.${format}`;
  return fileName.toLowerCase().endsWith(extension) ? fileName : `${fileName}${extension}`;
}

/** Builds the file of the request as a Blob, without saving it. */
export async function buildExportBlob<Row>({
  rows,
  columns,
  fileName,
  format,
  sheetName,
}: ExportRequest<Row>): Promise<Blob> {
  if (format === 'csv') {
    const csv = await buildCsv(rows, columns);
    return new Blob([UTF8_BOM, csv], { type: MIME.csv });
  }
  const bytes = await buildWorkbook(rows, columns, format, sheetName ?? fileName);
  return new Blob([bytes], { type: MIME[format] });
}

/**
 * Writes exactly the given rows to a .csv, .xls or .xlsx file and saves it. The libraries load on
 * first use. Rejects with ExportRowLimitError when the rows do not fit the format (.xls: 65,535).
 */
export async function exportRows<Row>(request: ExportRequest<Row>): Promise<void> {
  const blob = await buildExportBlob(request);
  downloadBlob(blob, withExtension(request.fileName, request.format));
}

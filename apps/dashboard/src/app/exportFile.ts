import type { ExportRequest } from '@merchant/ui/export';

/**
 * Loads the export code only when the user exports (papaparse / xlsx-js-style are large), then
 * writes the file. A row-limit error (.xls) reaches the user as a toast through the caller.
 */
export async function exportFile<Row>(request: ExportRequest<Row>) {
  const { exportRows } = await import('@merchant/ui/export');
  await exportRows(request);
}

import type { ExportOptions, ExportRequest } from '@merchant/ui/export';

/**
 * Loads the export code only when the user exports, then writes the file in a worker of its own
 * (docs/adr/021). A row-limit error (.xls) reaches the user as a toast through the caller; an
 * aborted `signal` ends the worker and saves nothing.
 */
export async function exportFile<Row>(request: ExportRequest<Row>, options?: ExportOptions) {
  const { exportRows } = await import('@merchant/ui/export');
  await exportRows(request, options);
}

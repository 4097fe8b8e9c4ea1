import { downloadBlob } from './download';
import type { ExportWriter } from './export.worker';
import { assertRowLimit } from './limits';
import { headerCells, toCells } from './matrix';
import type { ExportFormat, ExportOptions, ExportRequest } from './types';
import type { WriterProgress } from './writeFile';

/**
 * Rows mapped to cells and sent to the worker at a time: a few milliseconds of the page's thread
 * each, with the page free to paint and answer clicks between two parts.
 */
const ROWS_PER_PART = 2_000;

/** The file name with the format's extension, added once. */
export function withExtension(fileName: string, format: ExportFormat): string {
  const extension = `.${format}`;
  return fileName.toLowerCase().endsWith(extension) ? fileName : `${fileName}${extension}`;
}

/** A worker of its own for one export; ending it is how an export is cancelled. */
function startWriter() {
  return new Worker(new URL('./export.worker.ts', import.meta.url), {
    type: 'module',
    name: 'export',
  });
}

/**
 * Builds the file of the request in a fresh Web Worker, without saving it: the page maps the rows
 * to cells (the columns' accessors cannot cross) and sends them in parts; the worker writes the
 * file. Progress runs to 50 % as the rows are sent and to 100 % as the worker puts them in the
 * file, then 'writing'. Rejects with ExportRowLimitError before starting when the rows do not fit
 * the format, and with an AbortError, the worker ended, when the signal aborts.
 */
export async function buildExportFile<Row>(
  { rows, columns, fileName, format, sheetName }: ExportRequest<Row>,
  { onProgress = () => undefined, signal }: ExportOptions = {},
): Promise<Blob> {
  assertRowLimit(format, rows.length);
  signal?.throwIfAborted();
  const { wrap, proxy } = await import('comlink');
  signal?.throwIfAborted();
  const worker = startWriter();
  let stop: () => void = () => undefined;
  // A Comlink call to an ended worker never settles: every wait races this instead.
  const stopped = new Promise<never>((_, reject) => {
    stop = () => {
      worker.terminate();
      reject(new DOMException('The export was cancelled.', 'AbortError'));
    };
  });
  stopped.catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const writer = wrap<ExportWriter>(worker);
    const total = Math.max(rows.length, 1);
    const percent = (done: number, from: number) => from + Math.floor((done / total) * 50);
    onProgress({ step: 'preparing', percent: 0 });
    await Promise.race([writer.append([headerCells(columns)]), stopped]);
    for (let start = 0; start < rows.length; start += ROWS_PER_PART) {
      const cells = toCells(rows.slice(start, start + ROWS_PER_PART), columns);
      await Promise.race([writer.append(cells), stopped]);
      onProgress({ step: 'preparing', percent: percent(start + cells.length, 0) });
    }
    const onWriter = (progress: WriterProgress) =>
      onProgress(
        progress.step === 'rows'
          ? { step: 'preparing', percent: percent(progress.done, 50) }
          : { step: 'writing' },
      );
    const file = { format, sheetName: sheetName ?? fileName };
    return await Promise.race([writer.write(file, proxy(onWriter)), stopped]);
  } finally {
    signal?.removeEventListener('abort', stop);
    worker.terminate();
  }
}

/**
 * Writes exactly the given rows to a .csv, .xls or .xlsx file in a worker and saves it. The
 * libraries load in the worker, on first use. Rejects with ExportRowLimitError when the rows do
 * not fit the format (.xls: 65,535), and with an AbortError, saving nothing, when cancelled.
 */
export async function exportRows<Row>(
  request: ExportRequest<Row>,
  options?: ExportOptions,
): Promise<void> {
  const blob = await buildExportFile(request, options);
  options?.signal?.throwIfAborted();
  downloadBlob(blob, withExtension(request.fileName, request.format));
}

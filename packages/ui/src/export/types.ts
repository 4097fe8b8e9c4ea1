/** The file types a list can be exported to. */
export type ExportFormat = 'csv' | 'xls' | 'xlsx';

/** What one exported cell may hold. Format dates and amounts first (see `formatDate`, `money`). */
export type ExportValue = string | number | boolean | null | undefined;

/** A cell as it crosses to the export's worker: empty text for null, undefined and NaN. */
export type ExportCell = string | number | boolean;

/** One column of an export: its header and how a row fills it. */
export interface ExportColumn<Row> {
  /** Header text, the first row of the file. */
  header: string;
  /** The cell of a row. Numbers stay numbers in spreadsheets. */
  value: (row: Row) => ExportValue;
}

/** What to export: exactly these rows (all filtered rows, not only the visible page). */
export interface ExportRequest<Row> {
  /** The rows to write, in order. */
  rows: readonly Row[];
  /** The columns to write, in order. */
  columns: ReadonlyArray<ExportColumn<Row>>;
  /** The file name; the extension is added when missing. */
  fileName: string;
  /** The file type. */
  format: ExportFormat;
  /** Name of the worksheet (xls and xlsx); the file name by default. */
  sheetName?: string;
}

/** How far an export is: its rows being prepared (0–100), then the file written as a whole. */
export type ExportProgress = { step: 'preparing'; percent: number } | { step: 'writing' };

/** How the page follows and stops an export. */
export interface ExportOptions {
  /** Called as the rows are prepared and when the file is being written. */
  onProgress?: (progress: ExportProgress) => void;
  /** Aborting it ends the worker: the export rejects with an AbortError and saves nothing. */
  signal?: AbortSignal;
}

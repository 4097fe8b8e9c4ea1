import { assertRowLimit } from './limits';
import { isFormulaLike } from './neutralise';
import type { ExportCell } from './types';
import type { CellObject, WorkSheet } from 'xlsx-js-style';
import type * as XlsxModule from 'xlsx-js-style';

type Xlsx = typeof XlsxModule;

function hasDefault<T>(mod: T | { default: T }): mod is { default: T } {
  return typeof mod === 'object' && mod !== null && 'default' in mod && Boolean(mod.default);
}

/**
 * Loads xlsx-js-style on first export only: it is large, and no page needs it before. It is
 * SheetJS 0.18.5 with cell styles; used to write, never to read user files (see docs/adr/002).
 */
async function loadXlsx(): Promise<Xlsx> {
  const mod: Xlsx | { default: Xlsx } = await import('xlsx-js-style');
  return hasDefault(mod) ? mod.default : mod;
}

const HEADER_STYLE = {
  font: { bold: true },
  fill: { patternType: 'solid', fgColor: { rgb: 'EEF0F4' } },
  border: { bottom: { style: 'thin', color: { rgb: 'C3C9D4' } } },
};

/**
 * Text format ('@'): formula-like text is written as a string cell, which never runs, and in
 * this format, so editing it in Excel keeps it text. No leading apostrophe shows.
 */
const TEXT_FORMAT = '@';

/** Excel sheet names: at most 31 characters, none of []:*?/\ . */
export function toSheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}

/** Rows between two progress reports while the sheet is filled. */
const ROWS_PER_REPORT = 2_000;

type Matrix = ReadonlyArray<readonly ExportCell[]>;

/**
 * The worksheet of a matrix, header cells styled. Written directly rather than with aoa_to_sheet,
 * which inspects every value for dates and formats and took a third of a 10,000-row export.
 */
function toSheet(
  matrix: Matrix,
  columnName: (col: number) => string,
  onRows: (done: number) => void,
): WorkSheet {
  const width = matrix[0]?.length ?? 0;
  const letters = Array.from({ length: width }, (_, col) => columnName(col));
  const sheet: WorkSheet = {};
  for (let r = 0; r < matrix.length; r += 1) {
    const row = matrix[r] ?? [];
    const rowName = String(r + 1);
    for (let c = 0; c < width; c += 1) {
      const value = row[c];
      if (value === undefined || value === '') continue;
      const cell: CellObject =
        typeof value === 'number'
          ? { t: 'n', v: value }
          : typeof value === 'boolean'
            ? { t: 'b', v: value }
            : { t: 's', v: value };
      const text = typeof value === 'string' && isFormulaLike(value);
      if (text) cell.z = TEXT_FORMAT;
      if (r === 0 || text)
        cell.s = { ...(r === 0 ? HEADER_STYLE : {}), ...(text ? { numFmt: TEXT_FORMAT } : {}) };
      sheet[`${letters[c]}${rowName}`] = cell;
    }
    if (r > 0 && r % ROWS_PER_REPORT === 0) onRows(r);
  }
  onRows(Math.max(0, matrix.length - 1));
  if (width > 0) sheet['!ref'] = `A1:${letters[width - 1]}${matrix.length}`;
  return sheet;
}

function columnWidths(matrix: Matrix): Array<{ wch: number }> {
  const header = matrix[0] ?? [];
  // A sample of rows is enough to size columns, and keeps 10,000-row exports fast.
  const sample = matrix.slice(0, 200);
  return header.map((_, col) => ({
    wch: Math.min(60, Math.max(8, ...sample.map((row) => String(row[col] ?? '').length + 2))),
  }));
}

/**
 * The bytes of an .xls or .xlsx file of a matrix whose first row is the header, header in bold.
 * `onRows` hears the data rows put in the sheet; `onWriting` that SheetJS writes the file, in one
 * call that cannot report. Throws ExportRowLimitError before loading anything when the rows do
 * not fit the format.
 */
export async function buildWorkbook(
  matrix: Matrix,
  format: 'xls' | 'xlsx',
  sheetName: string,
  onRows: (done: number) => void = () => undefined,
  onWriting: () => void = () => undefined,
): Promise<ArrayBuffer> {
  assertRowLimit(format, Math.max(0, matrix.length - 1));
  const xlsx = await loadXlsx();
  const sheet = toSheet(matrix, (col) => xlsx.utils.encode_col(col), onRows);
  sheet['!cols'] = columnWidths(matrix);
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, toSheetName(sheetName));
  onWriting();
  const written: unknown = xlsx.write(book, { bookType: format, type: 'array', compression: true });
  if (!(written instanceof ArrayBuffer)) throw new Error(`Could not write the .${format} file.`);
  return written;
}

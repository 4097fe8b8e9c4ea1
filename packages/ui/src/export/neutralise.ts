/**
 * Spreadsheet formula injection: a cell that starts with =, +, -, @, tab or carriage return may be
 * run as a formula when the file is opened (OWASP "CSV Injection"), and spreadsheets also trim
 * leading whitespace (spaces, tabs, CR/LF, no-break space) and read the full-width signs ＝ ＋ － ＠
 * as formula signs. In CSV such text gets a leading single quote, which spreadsheets show as text;
 * a workbook writes it as a text cell instead (buildWorkbook). Genuine numbers, including numeric
 * text like '-1,500.00', are left alone: they cannot run anything and must stay numbers.
 */
import type { ExportValue } from './types';

// \s covers space, tab, CR, LF, the no-break space and the ideographic space.
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const NUMERIC_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** True for text a spreadsheet would run as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && !NUMERIC_TEXT.test(text.trim());
}

/** A value as a cell holds it: empty for null, undefined and non-finite numbers. */
export function plainCell(value: ExportValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return value;
}

/** A CSV cell value that is safe to write: formula-like text is prefixed with a single quote. */
export function neutraliseCell(value: ExportValue): string | number | boolean {
  const cell = plainCell(value);
  return typeof cell === 'string' && isFormulaLike(cell) ? `'${cell}` : cell;
}

/**
 * Spreadsheet formula injection: a cell that starts with =, +, -, @, tab or carriage return may be
 * run as a formula when the file is opened (OWASP "CSV Injection"). Such text gets a leading single
 * quote, which spreadsheets show as text. Genuine numbers, including numeric text like '-1,500.00',
 * are left alone: they cannot run anything and must stay numbers.
 */
import type { ExportValue } from './types';

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** True for text a spreadsheet would run as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && !NUMERIC_TEXT.test(text.trim());
}

/** A cell value that is safe to write: formula-like text is prefixed with a single quote. */
export function neutraliseCell(value: ExportValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  return isFormulaLike(value) ? `'${value}` : value;
}

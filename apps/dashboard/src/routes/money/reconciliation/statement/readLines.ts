import type { ColumnMapping } from '@merchant/screens';
import { parseStatementAmount, type StatementAmount } from './amounts';
import { parseStatementDate, STATEMENT_DATE_FORMS } from './dates';
import type { Cell } from './header';

/** A credit of the statement: money that reached the account. */
export interface StatementCredit {
  /** The row's number in the file (1 = the first row). */
  row: number;
  /** Whole days since 1970-01-01. */
  day: number;
  narration: string;
  currency: string;
  /** In minor units. */
  minor: number;
}

/** The statement's credits, its first and last day, and its currencies. */
export interface StatementLines {
  credits: StatementCredit[];
  from: number;
  to: number;
  currencies: string[];
}

/** A row the reconciliation cannot read, and why, in the merchant's words. */
export interface UnreadableRow {
  row: number;
  reason: string;
}

// Lines with a sum and no date that banks add (totals, balances brought forward).
const SUMMARY = /total|opening|closing|balance|brought\s*forward|carried\s*forward|b\/f|c\/f/i;

const text = (cell: Cell | undefined) => (cell === undefined ? '' : String(cell).trim());

function amountAt(
  cells: readonly Cell[],
  column: number | null,
  name: string,
  row: number,
): StatementAmount | null {
  if (column === null) return null;
  const cell = cells[column] ?? '';
  const amount = parseStatementAmount(cell);
  if (amount === null) throw unreadable(row, `the ${name} "${text(cell)}" is not an amount.`);
  return amount === 'empty' ? null : amount;
}

function unreadable(row: number, reason: string): UnreadableRow {
  return { row, reason: `Row ${row}: ${reason}` };
}

/** The credit a row holds in minor units (0 for none): two columns, or one signed or marked. */
function creditOf(cells: readonly Cell[], mapping: ColumnMapping, row: number): number | null {
  const credit = amountAt(cells, mapping.credit, 'credit', row);
  if (mapping.credit === mapping.debit) {
    if (!credit) return null;
    const isCredit = credit.marker ? credit.marker === 'CR' : credit.minor > 0;
    return isCredit ? Math.abs(credit.minor) : 0;
  }
  const debit = amountAt(cells, mapping.debit, 'debit', row);
  if (!credit && !debit) return null;
  if (credit && credit.marker !== 'DR' && credit.minor > 0) return credit.minor;
  return 0;
}

/**
 * Reads the lines under the header. Rows with no amount (blank, a balance alone) are passed over,
 * as are a bank's totals without a date; any other row that cannot be read stops the reading
 * with its number and why. `onRow` hears every thousandth row, for a progress bar.
 */
export function readLines(
  rows: readonly (readonly Cell[])[],
  headerIndex: number,
  mapping: ColumnMapping,
  statementCurrency: string,
  onRow: (done: number, total: number) => void = () => {},
): StatementLines | UnreadableRow {
  if (mapping.date === null) return { row: headerIndex + 1, reason: 'Choose the date column.' };
  if (mapping.credit === null) return { row: headerIndex + 1, reason: 'Choose the credit column.' };
  const credits: StatementCredit[] = [];
  let from = Infinity;
  let to = -Infinity;
  const total = rows.length - headerIndex - 1;
  try {
    for (let index = headerIndex + 1; index < rows.length; index += 1) {
      const cells = rows[index]!;
      const row = index + 1;
      if ((index - headerIndex) % 1000 === 0) onRow(index - headerIndex, total);
      const minor = creditOf(cells, mapping, row);
      if (minor === null) {
        // A line with no amount (an opening balance) still tells the statement's period.
        const day = parseStatementDate(cells[mapping.date] ?? '');
        if (day !== null) [from, to] = [Math.min(from, day), Math.max(to, day)];
        continue;
      }
      const narration = mapping.narration === null ? '' : text(cells[mapping.narration]);
      const dateCell = cells[mapping.date] ?? '';
      if (text(dateCell) === '') {
        if (SUMMARY.test(narration) || SUMMARY.test(cells.map(text).join(' '))) continue;
        return unreadable(row, 'it has an amount but no date.');
      }
      const day = parseStatementDate(dateCell);
      if (day === null)
        return unreadable(
          row,
          `the date "${text(dateCell)}" cannot be read. Dates should read like ${STATEMENT_DATE_FORMS}.`,
        );
      from = Math.min(from, day);
      to = Math.max(to, day);
      if (minor === 0) continue;
      const code = mapping.currency === null ? '' : text(cells[mapping.currency]).toUpperCase();
      credits.push({ row, day, narration, currency: code || statementCurrency, minor });
    }
  } catch (error) {
    if (isUnreadable(error)) return error;
    throw error;
  }
  if (from === Infinity)
    return { row: headerIndex + 1, reason: 'The statement has no lines under its header.' };
  onRow(total, total);
  const currencies = [...new Set(credits.map((credit) => credit.currency))].sort();
  return { credits, from, to, currencies: currencies.length ? currencies : [statementCurrency] };
}

export function isUnreadable(value: unknown): value is UnreadableRow {
  return typeof value === 'object' && value !== null && 'reason' in value && 'row' in value;
}

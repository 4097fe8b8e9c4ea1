/** What the reconciliation says of a line, from the bank's side or the provider's. */
export const RECONCILIATION_OUTCOMES = [
  'Matched',
  'Paid short',
  'Paid over',
  'Missing',
  'Unknown credit',
  'Credited twice',
] as const;
export type ReconciliationOutcome = (typeof RECONCILIATION_OUTCOMES)[number];

/** One line of the reconciled ledger: a settlement, a credit of the statement, or both. */
export interface ReconciliationLine {
  /** Stable across uploads of the same statement, so an explanation stays with its line. */
  id: string;
  outcome: ReconciliationOutcome;
  /** How the match was made, or why there is none. */
  how: string;
  /** The credit's date, else the settlement's (YYYY-MM-DD). */
  date: string;
  currency: string;
  /** What the settlement should have paid (amount less fee); none for a credit no settlement explains. */
  settled?: number;
  /** What the statement shows credited; none for a missing settlement. */
  received?: number;
  /** received less settled, when the line has a settlement and a credit. */
  difference?: number;
  /** The settlement's reference ('' for an unknown credit). */
  reference: string;
  /** The statement's narration ('' for a missing settlement). */
  narration: string;
  /** The row of the statement file holding the credit. */
  statementRow?: number;
  /** The merchant's explanation, when the line is marked as explained. */
  note?: string;
}

/** The columns of a statement the reconciliation reads. */
export type StatementRole = 'date' | 'narration' | 'credit' | 'debit' | 'balance' | 'currency';

/** Which column of the header holds each role (its index), or null when the statement has none. */
export type ColumnMapping = Record<StatementRole, number | null>;

/** What the reconciliation found in a file before reading its lines. */
export interface StatementLayout {
  /** The header row's number in the file (1 = the first row). */
  headerRow: number;
  /** The header's column names, in order. */
  columns: readonly string[];
  /** The proposed (or remembered) column of each role. */
  mapping: ColumnMapping;
  /** The currency of a statement that names none: remembered with the columns, else NGN. */
  statementCurrency: string;
  /** The mapping was remembered from an earlier statement with the same columns. */
  remembered: boolean;
}

/** Settled, received and their difference in one currency. */
export interface ReconciliationTotal {
  currency: string;
  settled: number;
  received: number;
  difference: number;
}

/** Where the work on a statement is, for the progress bar. */
export interface ReconciliationProgress {
  step: 'Reading the file' | 'Reading the lines' | 'Fetching the settlements' | 'Matching';
  /** Done so far out of total; total 0 while unknown. */
  done: number;
  total: number;
}

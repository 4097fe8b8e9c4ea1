import type { ReconciliationLine, ReconciliationTotal, StatementLayout } from './types';

/** A line of the reconciled ledger for stories; a match by reference unless overridden. */
function buildLine(overrides: Partial<ReconciliationLine> = {}): ReconciliationLine {
  const reference = overrides.reference ?? 'STL-646377598364';
  return {
    id: `settlement ${reference}`,
    outcome: 'Matched',
    how: 'Reference in narration',
    date: '2026-11-13',
    currency: 'NGN',
    settled: 1_415_922.12,
    received: 1_415_922.12,
    difference: 0,
    reference,
    narration: `NIP/${reference}/SETTLEMENT`,
    statementRow: 7,
    ...overrides,
  };
}

/** One line of each outcome, as the demo's sample statement gives them. */
export const EVERY_OUTCOME: readonly ReconciliationLine[] = [
  buildLine(),
  buildLine({
    reference: 'STL-120934512345',
    outcome: 'Paid short',
    received: 249_500,
    settled: 250_000,
    difference: -500,
    statementRow: 8,
  }),
  buildLine({
    reference: 'STL-552201998877',
    outcome: 'Paid over',
    received: 80_250,
    settled: 80_000,
    difference: 250,
    statementRow: 9,
  }),
  buildLine({
    reference: 'STL-310056781234',
    outcome: 'Matched',
    how: 'Same amount, 1 day after',
    narration: 'NIP FRM PROVIDER SETTLEMENT',
    statementRow: 10,
  }),
  buildLine({
    id: 'credit 11 20405 1234567 TRF FROM ADEWALE OKORO/ORDER 4471',
    reference: '',
    outcome: 'Unknown credit',
    how: 'No settlement has its reference or amount',
    settled: undefined,
    received: 12_345.67,
    difference: undefined,
    narration: 'TRF FROM ADEWALE OKORO/ORDER 4471',
    statementRow: 11,
    note: 'Customer paid an invoice by transfer',
  }),
  buildLine({
    id: 'credit 12 20406 1415922 NIP/STL-646377598364/SETTLEMENT',
    outcome: 'Credited twice',
    how: 'Reference in narration, already credited on row 7',
    settled: undefined,
    difference: undefined,
    statementRow: 12,
  }),
  buildLine({
    reference: 'STL-998877665544',
    outcome: 'Missing',
    how: 'No credit after 3 days',
    date: '2026-11-09',
    settled: 530_000,
    received: undefined,
    difference: undefined,
    narration: '',
    statementRow: undefined,
  }),
];

export const SAMPLE_TOTALS: readonly ReconciliationTotal[] = [
  { currency: 'NGN', settled: 3_941_844.24, received: 3_506_277.03, difference: -435_567.21 },
];

/** The header of a Nigerian bank's statement, found on row 4. */
export const SAMPLE_LAYOUT: StatementLayout = {
  headerRow: 4,
  columns: ['Trans. Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
  mapping: { date: 0, narration: 2, credit: 4, debit: 3, balance: 5, currency: null },
  statementCurrency: 'NGN',
  remembered: false,
};

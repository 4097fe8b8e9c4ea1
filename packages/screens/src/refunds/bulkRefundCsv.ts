import Papa from 'papaparse';
import type { RefundLogValues } from './types';

/** Part 1 sections 5 and 8: the alert for a bulk file with no refund in it. */
export const EMPTY_BULK_REFUND = 'please, add a refund';

/** What a bulk refund file holds: the refunds to log, or the rows to fix first. */
export type BulkRefundParse =
  | { status: 'ok'; refunds: RefundLogValues[] }
  | { status: 'empty' }
  | { status: 'invalid'; problems: string[] };

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');
// Header names accepted for each field, compared without case, spaces or punctuation.
const REFERENCE_HEADERS = ['transactionreference', 'reference', 'paymentreference'];

/**
 * Reads a bulk refund CSV: a header row first (transactionReference, amount, reason), then one
 * refund per row. Rows with a missing reference or a non-numeric amount are listed by their row
 * number in the file (the header is row 1), so nothing is sent until they are fixed.
 */
export function parseBulkRefundCsv(text: string): BulkRefundParse {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalise,
  });
  if (parsed.data.length === 0) return { status: 'empty' };
  const problems: string[] = [];
  const refunds: RefundLogValues[] = [];
  // The row where each reference first appears: a second refund of it in the same file is
  // refused, so one upload never refunds a transaction twice.
  const firstRow = new Map<string, number>();
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const reference = REFERENCE_HEADERS.map((key) => row[key]?.trim()).find(Boolean) ?? '';
    const amountText = (row.amount ?? '').trim().replace(/,/g, '');
    const rowProblems: string[] = [];
    if (!reference) rowProblems.push('the transaction reference is missing');
    const seenAt = firstRow.get(reference.toLowerCase());
    if (reference && seenAt !== undefined)
      rowProblems.push(`the transaction reference ${reference} is already on row ${seenAt}`);
    else if (reference) firstRow.set(reference.toLowerCase(), line);
    if (!AMOUNT.test(amountText) || Number(amountText) <= 0)
      rowProblems.push(`the amount '${row.amount ?? ''}' is not a number above 0`);
    if (rowProblems.length > 0) problems.push(`Row ${line}: ${rowProblems.join(' and ')}`);
    else
      refunds.push({
        transactionReference: reference,
        amount: Number(amountText),
        reason: (row.reason ?? '').trim(),
      });
  });
  return problems.length > 0 ? { status: 'invalid', problems } : { status: 'ok', refunds };
}

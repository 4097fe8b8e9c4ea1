import { fetchPayouts, type NewPayout, type Payout } from '@merchant/api';
import type { MoneyRecordRow } from '@merchant/screens';
import type { MoneyInstruction } from '../../../app/money/moneyRecords';

/** A payout of the list as the money notices compare and show it. */
export function toPayoutRecord(row: Payout): MoneyRecordRow {
  return {
    id: row.payoutReference ?? row.id ?? `${row.batchId}-${row.accountNumber}-${row.dateInitiated}`,
    recordedAt: row.dateInitiated ?? '',
    recipient: row.recipientName ?? '',
    account: row.accountNumber ?? '',
    amount: row.amount,
    currency: row.debitCurrency ?? 'NGN',
    status: row.status,
  };
}

/** The payouts list read afresh, newest first: what a payout is compared against. */
export async function loadPayoutRecords(): Promise<MoneyRecordRow[]> {
  return (await fetchPayouts()).items.map(toPayoutRecord);
}

export const payoutInstruction = (line: NewPayout): MoneyInstruction => ({
  recipient: line.accountName,
  account: line.accountNumber,
  amount: line.amount,
  currency: line.creditCurrency,
});

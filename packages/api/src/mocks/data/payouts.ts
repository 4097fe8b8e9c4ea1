import { defineTable } from '../db';
import { buildPayout, type PayoutRecord } from '../factories/payouts';
import { byDate, seedPerBusiness } from './subsidiaries';
import { AWAITING_VERIFICATION_AMOUNT } from './payoutLimits';
import { debitWallet, walletsOf } from './wallets';

const COUNTS = { empty: 0, default: 24, large: 1_200 } as const;

/**
 * Payouts per business, oldest first. The newest one awaits verification (its 'Verify Payout' button
 * works with the sandbox OTP) and two await approval (the pending-approval list).
 */
export const payouts = defineTable<PayoutRecord>('payouts', (context) =>
  seedPerBusiness((subsidiaryId) => {
    const rows = Array.from({ length: COUNTS[context.size] }, () =>
      buildPayout({ subsidiaryId }, context),
    ).sort(byDate((row) => row.dateInitiated));
    const pending = { dateSettled: null, approver: null };
    return rows.map((row, index): PayoutRecord => {
      const fromEnd = rows.length - index;
      if (fromEnd === 1)
        return {
          ...row,
          ...pending,
          status: 'Awaiting Verification',
          amount: AWAITING_VERIFICATION_AMOUNT,
          fee: 53.75,
        };
      if (fromEnd === 2 || fromEnd === 5)
        return { ...row, ...pending, status: 'Awaiting Approval' };
      return row;
    });
  }).sort(byDate((row) => row.dateInitiated)),
);

/** Whether the business's wallets cover each currency's amounts plus fees. */
export function canPay(subsidiaryId: string, rows: PayoutRecord[]) {
  const sums = new Map<string, number>();
  rows.forEach((row) =>
    sums.set(row.debitCurrency, (sums.get(row.debitCurrency) ?? 0) + row.amount + row.fee),
  );
  const own = walletsOf(subsidiaryId);
  return [...sums].every(
    ([currency, sum]) =>
      (own.find((w) => w.currencyShortName === currency)?.availableBalance ?? 0) >= sum,
  );
}

/** Debits each line (amount plus fee) from its wallet; the lines become Successful. */
export function settle(rows: PayoutRecord[]) {
  rows.forEach((row) =>
    debitWallet(
      row.subsidiaryId,
      row.debitCurrency,
      row.amount + row.fee,
      `Payout to ${row.recipientName}`,
    ),
  );
  const ids = new Set(rows.map((row) => row.id));
  payouts.update((row) => ids.has(row.id), {
    status: 'Successful',
    dateSettled: new Date().toISOString(),
  });
}

import type { MoneyRecordRow } from './types';

/** A recorded payout of NGN 5,000.00 to one account; override what a story needs. */
export function buildMoneyRecordRow(overrides: Partial<MoneyRecordRow> = {}): MoneyRecordRow {
  return {
    id: 'PYT-1',
    recordedAt: '2026-11-25T13:12:04',
    recipient: 'Adaeze Okafor',
    account: '0123456789',
    amount: 5000,
    currency: 'NGN',
    status: 'Successful',
    ...overrides,
  };
}

/** The same payout recorded twice, 8 ms apart, newest first: what Chromium's retry leaves. */
export const twicePaid: MoneyRecordRow[] = [
  buildMoneyRecordRow({ id: 'PYT-2', recordedAt: '2026-11-25T13:12:04.012' }),
  buildMoneyRecordRow({ id: 'PYT-1', recordedAt: '2026-11-25T13:12:04.004' }),
];

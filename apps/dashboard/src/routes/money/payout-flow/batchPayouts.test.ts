import { describe, expect, it, vi } from 'vitest';
import type { Payout } from '@merchant/api';
import { batchPayouts, lookBeyondList, type PayoutsRead } from './batchPayouts';

const payout = (batchId: string, recipientName: string): Payout => ({
  id: undefined,
  dateInitiated: undefined,
  recipientName,
  accountNumber: '0123456789',
  amount: 1_250_000,
  transferType: 'Bank',
  type: undefined,
  fee: undefined,
  status: 'Awaiting Verification',
  debitCurrency: 'NGN',
  bankName: 'Guaranty Trust Bank',
  bankCode: '058',
  dateSettled: undefined,
  initiator: undefined,
  approver: undefined,
  batchId,
  batchReference: undefined,
  payoutReference: undefined,
});

const read = (state: Partial<PayoutsRead>): PayoutsRead => ({
  isLoading: false,
  isValidating: false,
  mutate: vi.fn(),
  ...state,
});
const loading = read({ isLoading: true, isValidating: true });
const answered = (...items: Payout[]) => read({ data: { items } });
const failed = read({ error: new Error('Service temporarily unavailable') });

const OTHER = payout('BATCH-1', 'Adaeze Okafor');
const WANTED = payout('BATCH-2', 'Chinedu Eze');

describe('batchPayouts', () => {
  it("takes the batch's rows from the payouts list, and looks nowhere else", () => {
    const listed = answered(OTHER, WANTED);
    expect(lookBeyondList(listed, 'BATCH-2')).toBe(false);
    expect(batchPayouts('BATCH-2', listed, read({}))).toEqual({ status: 'ready', data: [WANTED] });
  });

  it('is loading, and looks nowhere else, until the payouts list answers', () => {
    expect(lookBeyondList(loading, 'BATCH-2')).toBe(false);
    expect(batchPayouts('BATCH-2', loading, read({}))).toEqual({ status: 'loading' });
  });

  it('looks among the payouts awaiting verification for a batch the list does not hold', () => {
    const listed = answered(OTHER);
    expect(lookBeyondList(listed, 'BATCH-2')).toBe(true);
    expect(batchPayouts('BATCH-2', listed, loading)).toEqual({ status: 'loading' });
    expect(batchPayouts('BATCH-2', listed, answered(WANTED))).toEqual({
      status: 'ready',
      data: [WANTED],
    });
  });

  it('looks there too when the payouts list could not be read', () => {
    expect(lookBeyondList(failed, 'BATCH-2')).toBe(true);
    expect(batchPayouts('BATCH-2', failed, answered(WANTED))).toEqual({
      status: 'ready',
      data: [WANTED],
    });
  });

  it('is ready with no rows when no batch with the id awaits verification', () => {
    expect(batchPayouts('BATCH-9', answered(OTHER), answered(WANTED))).toEqual({
      status: 'ready',
      data: [],
    });
  });

  it('says the read failed with a retry that reads again, and loads while it does', () => {
    const awaiting = read({ error: new Error('Service temporarily unavailable') });
    const lines = batchPayouts('BATCH-2', answered(OTHER), awaiting);
    expect(lines.status).toBe('error');
    if (lines.status === 'error') lines.onRetry();
    expect(awaiting.mutate).toHaveBeenCalledTimes(1);

    const retrying = { ...awaiting, isValidating: true };
    expect(batchPayouts('BATCH-2', answered(OTHER), retrying)).toEqual({ status: 'loading' });
  });

  it('without a batch id reads nothing beyond the list', () => {
    expect(lookBeyondList(answered(payout('', 'No batch')), undefined)).toBe(false);
  });
});

import {
  businessFailure,
  dateRangeQuery,
  emitApiEvent,
  newestFirst,
  request,
  type DateRangeQuery,
  type MoneyCallOptions,
  type ReadOptions,
} from '../../core';
import { type NewPayout, type PayoutVerification } from './schemas';
import { payoutsOperations as op } from './operations';

/** Every payout, newest first (transfers list; the transfer modal's beneficiaries tab). */
export async function fetchPayouts() {
  const body = await request(op.fetchPayouts);
  return {
    items: newestFirst(body.data.items),
    total: body.data.page?.total ?? body.data.items.length,
  };
}

/**
 * The account payouts page, and the OTP modal's look for its batch among the payouts awaiting
 * verification: optionally for one status, newest first.
 */
export async function fetchPayoutHistory(status?: string, { signal }: ReadOptions = {}) {
  const body = await request(op.fetchPayoutHistory, { query: { status }, signal });
  return { items: newestFirst(body.items), total: body.totalItems ?? body.items.length };
}

export async function fetchPendingApprovals(dateRange?: DateRangeQuery) {
  const body = await request(op.fetchPendingApprovals, { query: dateRangeQuery(dateRange) });
  return {
    items: newestFirst(body.data.items),
    total: body.data.totalItems ?? body.data.items.length,
  };
}

export type PayoutInitiation =
  | { outcome: 'completed'; message: string | undefined }
  | { outcome: 'verification-required'; batchId: string; message: string | undefined };

/**
 * Sends payout lines as payoutDetails. '00' completes (green toast); '007' asks for the OTP of
 * the returned batch; any other code fails with the server message or the spec's fallback.
 */
export async function initiatePayout(
  lines: NewPayout[],
  options: MoneyCallOptions = {},
): Promise<PayoutInitiation> {
  const payoutDetails = lines.map((line) => ({
    bankCode: line.bankCode,
    bankId: line.bankId,
    creditCurrency: line.creditCurrency,
    type: line.type,
    AccountName: line.accountName,
    accountNumber: line.accountNumber,
    amount: line.amount,
    description: line.description,
  }));
  const body = await request(op.initiatePayout, {
    body: { payoutDetails },
    idempotencyKey: options.idempotencyKey,
  });
  if (body.statusCode === '00') {
    if (body.message) emitApiEvent({ type: 'success', message: body.message });
    return { outcome: 'completed', message: body.message };
  }
  const batchId = body.data?.batchId ?? body.batchId;
  if (body.statusCode === '007' && batchId)
    return { outcome: 'verification-required', batchId, message: body.message };
  return businessFailure(op.initiatePayout, body);
}

export function verifyPayout({ otp, batchId }: PayoutVerification, options: MoneyCallOptions = {}) {
  return request(op.verifyPayout, {
    body: { otp, batchId },
    notifySuccess: true,
    idempotencyKey: options.idempotencyKey,
  });
}

export function resendPayoutOtp(batchId: string) {
  return request(op.resendPayoutOtp, { params: { batchId }, notifySuccess: true });
}

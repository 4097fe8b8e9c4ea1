import { type HttpHandler, type PathParams } from 'msw';
import { DEMO_OTP, findAccount } from '../data/auth';
import { OTP_THRESHOLD } from '../data/payoutLimits';
import { canPay, payouts, settle } from '../data/payouts';
import { BANKS } from '../factories/common';
import { buildPayoutBatch, type PayoutRecord } from '../factories/payouts';
import { handle, fail, inDateRange, ok, protectedResolver, readBody, searchParams } from '../http';
import { createRandom } from '../random';
import { own } from './ownRows';
import type { SandboxSession } from '../sessions';
import { BENEFICIARY_TYPES } from '../../money/beneficiaries/schemas';
import { payoutsOperations } from '../../money/payouts/operations';

/** Reads one payoutDetails entry; null when it cannot be paid. */
function readInstruction(raw: unknown) {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const value = Number(entry.amount);
  const type = BENEFICIARY_TYPES.find((candidate) => candidate === entry.type);
  if (!type || !(value > 0) || typeof entry.accountNumber !== 'string' || !entry.accountNumber)
    return null;
  if (typeof entry.AccountName !== 'string' || !entry.AccountName) return null;
  const bank = BANKS.find(
    (candidate) => candidate.bankCode === entry.bankCode || candidate.id === String(entry.bankId),
  );
  if (type === 'Bank' && !bank) return null;
  return {
    type,
    amount: value,
    accountNumber: entry.accountNumber,
    accountName: entry.AccountName,
    currency:
      typeof entry.creditCurrency === 'string' && entry.creditCurrency
        ? entry.creditCurrency
        : 'NGN',
    description: typeof entry.description === 'string' ? entry.description : '',
    bank: type === 'Bank' ? bank : undefined,
  };
}

type Instruction = NonNullable<ReturnType<typeof readInstruction>>;

function initiatorName(session: SandboxSession) {
  const account = findAccount(session.email);
  return account ? `${account.firstName} ${account.lastName}` : session.email;
}

function toRows(lines: Instruction[], session: SandboxSession, status: PayoutRecord['status']) {
  const random = createRandom(Date.now() + payouts.all().length);
  const batch = { subsidiaryId: session.subsidiaryId, initiator: initiatorName(session), status };
  return buildPayoutBatch(
    lines.map((line) => ({
      recipientName: line.accountName,
      accountNumber: line.accountNumber,
      bankName: line.bank?.name ?? null,
      bankCode: line.bank?.bankCode ?? null,
      amount: line.amount,
      debitCurrency: line.currency,
      transferType: line.type,
      description: line.description,
    })),
    batch,
    random,
  );
}

const awaitingVerification = (session: SandboxSession, batchId: unknown) =>
  payouts.filter(
    (row) =>
      row.subsidiaryId === session.subsidiaryId &&
      row.batchId === batchId &&
      row.status === 'Awaiting Verification',
  );

export const payoutsHandlers: HttpHandler[] = [
  handle(
    payoutsOperations.fetchPayouts,
    protectedResolver((_args, session) => {
      const items = payouts.filter(own(session));
      return ok({ message: 'Payouts retrieved', data: { items, page: { total: items.length } } });
    }),
  ),
  handle(
    payoutsOperations.fetchPayoutHistory,
    protectedResolver(({ request }, session) => {
      const status = searchParams(request).get('status');
      const items = payouts.filter(
        (row) => own(session)(row) && (!status || row.status === status),
      );
      return ok({ message: 'Payout history retrieved', items, totalItems: items.length });
    }),
  ),
  handle(
    payoutsOperations.fetchPendingApprovals,
    protectedResolver(({ request }, session) => {
      const params = searchParams(request);
      const items = payouts
        .filter(
          (row) =>
            own(session)(row) &&
            row.status === 'Awaiting Approval' &&
            inDateRange(row.dateInitiated, params),
        )
        .map((row) => ({ ...row, narration: row.description }));
      return ok({
        message: 'Pending approvals retrieved',
        data: { items, totalItems: items.length },
      });
    }),
  ),
  handle(
    payoutsOperations.initiatePayout,
    protectedResolver(async ({ request }, session) => {
      const { payoutDetails } = await readBody(request);
      const instructions = Array.isArray(payoutDetails) ? payoutDetails.map(readInstruction) : [];
      if (!instructions.length || instructions.some((line) => line === null))
        return fail('Invalid payout details');
      const lines = instructions.filter((line): line is Instruction => line !== null);
      const total = lines.reduce((sum, line) => sum + line.amount, 0);
      const needsOtp = total > OTP_THRESHOLD;
      const rows = toRows(lines, session, needsOtp ? 'Awaiting Verification' : 'Successful');
      if (!canPay(session.subsidiaryId, rows))
        return ok({ statusCode: '51', message: 'Insufficient balance to complete this payout' });
      rows.forEach((row) => payouts.insert(row));
      if (!needsOtp) {
        settle(rows);
        return ok({ statusCode: '00', message: 'Payout initiated successfully' });
      }
      return ok({
        statusCode: '007',
        message: 'Enter the OTP sent to your email to complete this payout',
        data: { batchId: rows[0]?.batchId },
      });
    }),
  ),
  handle(
    payoutsOperations.verifyPayout,
    protectedResolver(async ({ request }, session) => {
      const { otp, batchId } = await readBody(request);
      const rows = awaitingVerification(session, batchId);
      if (!rows.length) return fail('Payout batch not found or already verified', 404);
      if (otp !== DEMO_OTP) return fail('Invalid OTP, please check and try again');
      if (!canPay(session.subsidiaryId, rows))
        return fail('Insufficient balance to complete this payout');
      settle(rows);
      return ok({ message: 'Payout verified successfully' });
    }),
  ),
  handle(
    payoutsOperations.resendPayoutOtp,
    protectedResolver(({ params }: { request: Request; params: PathParams }, session) => {
      if (!awaitingVerification(session, params.batchId).length)
        return fail('Payout batch not found or already verified', 404);
      return ok({ message: 'A new OTP has been sent to your email' });
    }),
  ),
];

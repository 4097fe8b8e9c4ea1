import * as z from 'zod/mini';
import { messageResponse } from '../../core/schema';
import {
  initiatePayoutResponse,
  payoutHistoryResponse,
  payoutsResponse,
  pendingApprovalsResponse,
} from './schemas';
import { dateRange, defineOperations, text } from '../../core/operation';
import { BENEFICIARY_TYPES } from '../beneficiaries/schemas';

/** One payoutDetails entry as `initiatePayout` sends it. */
const payoutDetail = z.object({
  bankCode: z.optional(z.string()),
  bankId: z.optional(z.string()),
  creditCurrency: z.string(),
  type: z.enum(BENEFICIARY_TYPES),
  AccountName: z.string().check(z.describe('The resolved account name.')),
  accountNumber: z.string(),
  amount: z.number(),
  description: z.optional(z.string()),
});

/** The call's documented message for a failure without one. */
const PAYOUT_FAILED_MESSAGE = 'Unable to initiate payout at the moment';

export const payoutsOperations = defineOperations('payouts', {
  fetchPayouts: {
    method: 'GET',
    path: '/subsidiary/payout/all',
    response: payoutsResponse,
  },
  fetchPayoutHistory: {
    method: 'GET',
    path: '/subsidiary/payout/history',
    query: z.object({ status: text('Payout status filter.') }),
    response: payoutHistoryResponse,
  },
  fetchPendingApprovals: {
    method: 'GET',
    path: '/subsidiary/payout/pending/approval',
    query: z.object(dateRange),
    response: pendingApprovalsResponse,
  },
  initiatePayout: {
    movesMoney: true,
    fallbackMessage: PAYOUT_FAILED_MESSAGE,
    method: 'POST',
    path: '/subsidiary/payout/initiate',
    body: z.object({ payoutDetails: z.array(payoutDetail) }),
    response: initiatePayoutResponse,
  },
  verifyPayout: {
    movesMoney: true,
    method: 'POST',
    path: '/subsidiary/payout/verify',
    body: z.object({ otp: z.string(), batchId: z.string() }),
    response: messageResponse,
  },
  resendPayoutOtp: {
    method: 'GET',
    path: '/subsidiary/payout/resend/otp/{batchId}',
    response: messageResponse,
  },
});

import { useApiMutation, useApiQuery, useMoneyMutation, type DateRangeQuery } from '../core';
import { walletKeys } from '../wallets/keys';
import {
  fetchPayoutHistory,
  fetchPayouts,
  fetchPendingApprovals,
  initiatePayout,
  resendPayoutOtp,
  verifyPayout,
} from './client';
import { payoutKeys } from './keys';

export function usePayouts() {
  return useApiQuery(payoutKeys.list(), fetchPayouts);
}

export function usePayoutHistory(status?: string) {
  return useApiQuery(payoutKeys.item('history', { status }), () => fetchPayoutHistory(status));
}

export function usePendingApprovals(dateRange: DateRangeQuery = {}) {
  return useApiQuery(payoutKeys.item('pending', dateRange), () => fetchPendingApprovals(dateRange));
}

/** A payout moves wallet balances and the balance history too. */
const changedByPayouts = [payoutKeys.all, walletKeys.all];

export function useInitiatePayout() {
  return useMoneyMutation('initiatePayout', initiatePayout, changedByPayouts);
}

export function useVerifyPayout() {
  return useMoneyMutation('verifyPayout', verifyPayout, changedByPayouts);
}

export function useResendPayoutOtp() {
  return useApiMutation('resendPayoutOtp', resendPayoutOtp);
}

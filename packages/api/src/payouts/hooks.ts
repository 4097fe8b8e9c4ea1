import { useApiMutation, useApiQuery, type DateRange } from '../core';
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

export function usePendingApprovals(dateRange: DateRange = {}) {
  return useApiQuery(payoutKeys.item('pending', dateRange), () => fetchPendingApprovals(dateRange));
}

/** A completed payout moves wallet balances and the balance history too. */
export function useInitiatePayout() {
  return useApiMutation('initiatePayout', initiatePayout, [payoutKeys.all, walletKeys.all]);
}

export function useVerifyPayout() {
  return useApiMutation('verifyPayout', verifyPayout, [payoutKeys.all, walletKeys.all]);
}

export function useResendPayoutOtp() {
  return useApiMutation('resendPayoutOtp', resendPayoutOtp);
}

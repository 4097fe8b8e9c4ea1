import { useApiMutation, useApiQuery, useMoneyMutation } from '../../core';
import { walletKeys } from '../wallets/keys';
import { fetchPayouts, initiatePayout, resendPayoutOtp, verifyPayout } from './client';
import { payoutKeys } from './keys';

export function usePayouts() {
  return useApiQuery(payoutKeys.list(), fetchPayouts);
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

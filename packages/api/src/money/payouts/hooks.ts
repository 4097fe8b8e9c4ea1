import { useApiMutation, useApiQuery, useMoneyMutation } from '../../core';
import { pendingWorkKeys } from '../../shell/pendingWork/keys';
import { walletKeys } from '../wallets/keys';
import {
  fetchPayoutHistory,
  fetchPayouts,
  initiatePayout,
  resendPayoutOtp,
  verifyPayout,
} from './client';
import { payoutKeys, payoutVerificationKeys } from './keys';
import type { PayoutStatus } from './schemas';

export function usePayouts() {
  return useApiQuery(payoutKeys.list(), fetchPayouts);
}

const AWAITING_VERIFICATION: PayoutStatus = 'Awaiting Verification';

/**
 * The payouts awaiting verification, read afresh when `enabled` ('What needs you' counts them
 * too, and reads them again when the merchant comes back to the tab). The spec reads payouts neither
 * by batch id nor one by one (part 2 section 7), so a batch the payouts list does not hold is
 * looked for here: the history's status filter is the narrowest read it offers.
 */
export function useAwaitingVerification(enabled: boolean, { revalidateOnFocus = false } = {}) {
  return useApiQuery(
    enabled ? payoutVerificationKeys.list() : null,
    () => fetchPayoutHistory(AWAITING_VERIFICATION),
    { revalidateOnFocus },
  );
}

/**
 * A payout moves wallet balances and the balance history too, and those awaiting verification
 * or approval are counted in 'What needs you'.
 */
const changedByPayouts = [payoutKeys.all, walletKeys.all, pendingWorkKeys.all];

export function useInitiatePayout() {
  return useMoneyMutation('initiatePayout', initiatePayout, changedByPayouts);
}

export function useVerifyPayout() {
  return useMoneyMutation('verifyPayout', verifyPayout, changedByPayouts);
}

export function useResendPayoutOtp() {
  return useApiMutation('resendPayoutOtp', resendPayoutOtp);
}

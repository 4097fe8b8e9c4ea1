import { createKeys } from '../../core';

export const payoutKeys = createKeys('payouts');

/**
 * The OTP dialog's own read of the payouts awaiting verification, outside `payoutKeys.all`: a
 * verification revalidates the payouts, and the lines the merchant approved must not turn into
 * 'no batch awaiting verification' while the dialog closes.
 */
export const payoutVerificationKeys = createKeys('payout-verification');

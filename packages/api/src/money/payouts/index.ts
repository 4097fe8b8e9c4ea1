export { fetchPayouts, fetchPayoutHistory, fetchPendingApprovals } from './client';
export {
  usePayouts,
  useAwaitingVerification,
  useInitiatePayout,
  useVerifyPayout,
  useResendPayoutOtp,
} from './hooks';
export { payoutKeys } from './keys';
export { payoutFee } from './fees';
export type { Payout, NewPayout } from './schemas';
export { findPayouts } from './find';

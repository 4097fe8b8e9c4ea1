export {
  fetchPayouts,
  fetchPayoutHistory,
  fetchPendingApprovals,
  initiatePayout,
  verifyPayout,
  resendPayoutOtp,
  PAYOUT_FAILED_MESSAGE,
} from './client';
export type { PayoutInitiation } from './client';
export {
  usePayouts,
  usePayoutHistory,
  usePendingApprovals,
  useInitiatePayout,
  useVerifyPayout,
  useResendPayoutOtp,
} from './hooks';
export { payoutKeys } from './keys';
export { payoutFee } from './fees';
export type {
  Payout,
  PendingApproval,
  NewPayout,
  PayoutVerification,
  TransferType,
} from './schemas';

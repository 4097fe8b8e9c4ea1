export { PayoutVerifyDialog } from './PayoutVerifyDialog';
export type { PayoutVerifyDialogProps, PayoutApprovalLine } from './PayoutVerifyDialog';
export { canVerifyOtp, payoutVerifyMessages } from './PayoutVerifyDialog.schema';

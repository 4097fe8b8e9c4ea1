export { PayoutVerifyDialog } from './PayoutVerifyDialog';
export type { PayoutVerifyDialogProps } from './PayoutVerifyDialog';
export { canVerifyOtp, payoutVerifyMessages } from './PayoutVerifyDialog.schema';

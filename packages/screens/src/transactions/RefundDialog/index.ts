export { RefundDialog } from './RefundDialog';
export type { RefundDialogProps } from './RefundDialog';
export {
  canSubmitRefund,
  prefilledAmount,
  refundMessages,
  refundSchema,
} from './RefundDialog.schema';
export type { RefundFormValues } from './RefundDialog.schema';

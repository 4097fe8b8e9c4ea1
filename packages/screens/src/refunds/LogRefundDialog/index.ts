export { LogRefundDialog } from './LogRefundDialog';
export type { LogRefundDialogProps } from './LogRefundDialog';

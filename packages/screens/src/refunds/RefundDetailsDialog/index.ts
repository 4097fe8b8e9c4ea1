export { RefundDetailsDialog } from './RefundDetailsDialog';
export type { RefundDetailsDialogProps } from './RefundDetailsDialog';

export { BulkRefundDialog } from './BulkRefundDialog';
export type { BulkRefundDialogProps } from './BulkRefundDialog';

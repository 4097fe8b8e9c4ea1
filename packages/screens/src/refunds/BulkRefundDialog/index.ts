export { BulkRefundDialog } from './BulkRefundDialog';

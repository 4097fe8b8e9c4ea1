export { RefundDetailsDialog } from './RefundDetailsDialog';

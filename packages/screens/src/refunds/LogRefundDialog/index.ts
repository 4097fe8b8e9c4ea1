export { LogRefundDialog } from './LogRefundDialog';

export { RefundDialog } from './RefundDialog';

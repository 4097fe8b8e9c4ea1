export { PayoutDetailsDialog } from './PayoutDetailsDialog';

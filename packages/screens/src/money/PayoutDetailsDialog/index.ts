export { PayoutDetailsDialog } from './PayoutDetailsDialog';
export type { PayoutDetailsDialogProps } from './PayoutDetailsDialog';

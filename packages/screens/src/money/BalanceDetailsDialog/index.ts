export { BalanceDetailsDialog } from './BalanceDetailsDialog';
export type { BalanceDetailsDialogProps } from './BalanceDetailsDialog';

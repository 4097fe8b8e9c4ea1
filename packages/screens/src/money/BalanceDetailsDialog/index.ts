export { BalanceDetailsDialog } from './BalanceDetailsDialog';

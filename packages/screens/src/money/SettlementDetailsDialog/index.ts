export { SettlementDetailsDialog } from './SettlementDetailsDialog';
export type { SettlementDetailsDialogProps } from './SettlementDetailsDialog';

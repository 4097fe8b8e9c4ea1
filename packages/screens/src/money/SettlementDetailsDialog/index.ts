export { SettlementDetailsDialog } from './SettlementDetailsDialog';

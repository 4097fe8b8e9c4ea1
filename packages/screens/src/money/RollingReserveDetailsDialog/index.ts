export { RollingReserveDetailsDialog } from './RollingReserveDetailsDialog';
export type { RollingReserveDetailsDialogProps } from './RollingReserveDetailsDialog';

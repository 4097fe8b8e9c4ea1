export { RollingReserveDetailsDialog } from './RollingReserveDetailsDialog';

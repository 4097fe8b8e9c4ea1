export { PaymentLinkDetailsDialog } from './PaymentLinkDetailsDialog';
export type { PaymentLinkDetailsDialogProps } from './PaymentLinkDetailsDialog';

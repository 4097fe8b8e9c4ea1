export { PaymentLinkDetailsDialog } from './PaymentLinkDetailsDialog';

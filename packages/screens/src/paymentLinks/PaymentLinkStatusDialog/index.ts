export { PaymentLinkStatusDialog } from './PaymentLinkStatusDialog';

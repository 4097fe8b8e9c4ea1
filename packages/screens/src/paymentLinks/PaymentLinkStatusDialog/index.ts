export { PaymentLinkStatusDialog } from './PaymentLinkStatusDialog';
export type { PaymentLinkStatusDialogProps } from './PaymentLinkStatusDialog';

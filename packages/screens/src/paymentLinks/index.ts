export { paymentLinkFilters } from './filters';
export { paymentLinkColumns } from './paymentLinkColumns';
export type { PaymentLinkRow, PaymentLinkStatusAction } from './types';
export { PaymentLinkListScreen } from './PaymentLinkListScreen';
export { CreatePaymentLinkDialog } from './CreatePaymentLinkDialog';
export { PaymentLinkDetailsDialog } from './PaymentLinkDetailsDialog';
export { PaymentLinkStatusDialog } from './PaymentLinkStatusDialog';

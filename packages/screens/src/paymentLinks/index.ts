export { paymentLinkFilters } from './filters';
export { paymentLinkColumns } from './paymentLinkColumns';
export type { PaymentLinkRow, PaymentLinkStatusAction } from './types';
export * from './PaymentLinkListScreen';
export * from './CreatePaymentLinkDialog';
export * from './PaymentLinkDetailsDialog';
export * from './PaymentLinkStatusDialog';

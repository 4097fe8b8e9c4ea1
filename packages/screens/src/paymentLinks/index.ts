export { paymentLinkFilters } from './filters';
export type { PaymentLinkFilters } from './filters';
export { paymentLinkColumns, NO_LIMIT } from './paymentLinkColumns';
export type {
  PaymentLinkRow,
  PaymentLinkTypeOption,
  PaymentLinkAuthOption,
  NewPaymentLinkValues,
  PaymentLinkStatusAction,
} from './types';
export * from './PaymentLinkListScreen';
export * from './CreatePaymentLinkDialog';
export * from './PaymentLinkDetailsDialog';
export * from './PaymentLinkStatusDialog';

export {
  fetchPaymentLinks,
  fetchPaymentLinkTypes,
  createPaymentLink,
  updatePaymentLinkStatus,
} from './client';
export type { PaymentLinkListQuery } from './client';
export {
  usePaymentLinks,
  usePaymentLinkTypes,
  useCreatePaymentLink,
  useUpdatePaymentLinkStatus,
} from './hooks';
export { paymentLinkKeys } from './keys';
export type {
  PaymentLink,
  PaymentLinkType,
  NewPaymentLink,
  PaymentLinkStatusUpdate,
  PaymentLinkStatusFilter,
} from './schemas';

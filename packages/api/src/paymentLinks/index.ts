export { fetchPaymentLinks, fetchPaymentLinkTypes } from './client';
export type { PaymentLinkListQuery } from './client';
export { usePaymentLinkTypes, useCreatePaymentLink, useUpdatePaymentLinkStatus } from './hooks';
export { paymentLinkKeys } from './keys';
export { findPaymentLinks } from './find';

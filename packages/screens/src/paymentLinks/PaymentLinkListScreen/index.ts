export { PaymentLinkListScreen, PAYMENT_LINKS_EMPTY_TEXT } from './PaymentLinkListScreen';
export type { PaymentLinkListScreenProps } from './PaymentLinkListScreen';

export { PaymentLinkListScreen } from './PaymentLinkListScreen';

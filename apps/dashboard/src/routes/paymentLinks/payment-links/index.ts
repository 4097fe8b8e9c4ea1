export { PaymentLinksRoute as Component } from './PaymentLinksRoute';

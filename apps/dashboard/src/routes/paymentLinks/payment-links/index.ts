export { PaymentLinksRoute as Component } from './PaymentLinksRoute';
export { recordSearch } from './recordSearch';

export { RefundDetailsRoute as Component } from './RefundDetailsRoute';

export { RefundLogRoute as Component } from './RefundLogRoute';

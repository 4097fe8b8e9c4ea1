export { RefundListRoute as Component } from './RefundListRoute';

export { RefundListRoute as Component } from './RefundListRoute';
export { recordSearch } from './recordSearch';

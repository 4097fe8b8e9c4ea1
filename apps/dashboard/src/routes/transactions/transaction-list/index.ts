export { TransactionListRoute as Component } from './TransactionListRoute';
export { recordSearch } from './recordSearch';

export { TransactionListRoute as Component } from './TransactionListRoute';

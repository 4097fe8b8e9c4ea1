export { TransactionDetailsRoute as Component } from './TransactionDetailsRoute';

export { BalanceHistoryRoute as Component } from './BalanceHistoryRoute';

export { TransactionListScreen, TRANSACTIONS_EMPTY_TEXT } from './TransactionListScreen';
export type { TransactionListScreenProps } from './TransactionListScreen';

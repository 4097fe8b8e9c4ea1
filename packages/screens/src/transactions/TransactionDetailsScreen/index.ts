export { TransactionDetailsScreen, TRANSACTIONS_PATH } from './TransactionDetailsScreen';
export type { TransactionDetailsScreenProps } from './TransactionDetailsScreen';

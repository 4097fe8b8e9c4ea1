export { TransactionDetailsScreen } from './TransactionDetailsScreen';
export type { TransactionDetailsScreenProps } from './TransactionDetailsScreen';

export { TransactionDetailsScreen } from './TransactionDetailsScreen';

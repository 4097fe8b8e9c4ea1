export { TransactionListScreen } from './TransactionListScreen';
export { transactionColumns } from './components/transactionColumns';

export { TransactionListScreen, TRANSACTIONS_EMPTY_TEXT } from './TransactionListScreen';
export { transactionColumns } from './components/transactionColumns';

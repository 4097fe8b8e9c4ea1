export {
  BalanceHistoryListScreen,
  balanceHistoryColumns,
  balanceHistoryRowId,
} from './BalanceHistoryListScreen';

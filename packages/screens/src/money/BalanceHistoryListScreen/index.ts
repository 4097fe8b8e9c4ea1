export {
  BalanceHistoryListScreen,
  BALANCE_HISTORY_EMPTY_TEXT,
  balanceHistoryColumns,
  balanceHistoryRowId,
} from './BalanceHistoryListScreen';
export type { BalanceHistoryListScreenProps } from './BalanceHistoryListScreen';

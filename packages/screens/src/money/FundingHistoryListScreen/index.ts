export {
  FundingHistoryListScreen,
  FUNDING_HISTORY_EMPTY_TEXT,
  fundingColumns,
} from './FundingHistoryListScreen';
export type { FundingHistoryListScreenProps } from './FundingHistoryListScreen';

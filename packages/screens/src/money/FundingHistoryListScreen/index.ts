export { FundingHistoryListScreen, fundingColumns } from './FundingHistoryListScreen';

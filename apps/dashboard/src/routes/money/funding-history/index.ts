export { FundingHistoryRoute as Component } from './FundingHistoryRoute';

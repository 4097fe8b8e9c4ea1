export { FundBalanceDialog, FUND_UNAVAILABLE } from './FundBalanceDialog';
export type { FundBalanceDialogProps } from './FundBalanceDialog';

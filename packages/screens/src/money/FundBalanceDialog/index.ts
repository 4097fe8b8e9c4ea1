export { FundBalanceDialog } from './FundBalanceDialog';

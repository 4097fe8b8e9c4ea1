// Money: balances, payouts and transfers, beneficiaries and their dialogs (part 2 sections 2-5).
export type { PayoutRecipient, AccountQuery, PayoutInstruction } from './types';
export { TransferDialog } from './TransferDialog';
export { PayoutVerifyDialog } from './PayoutVerifyDialog';
export { MoneyOutcomeNotice, MoneyOutcomeDialog } from './MoneyOutcomeNotice';
export type { MoneyOutcomeDialogProps, MoneyNotice, MoneyRecordRow } from './MoneyOutcomeNotice';
export type { MoneyWallet } from './types';
export { WalletFundingDialog } from './WalletFundingDialog';
export { BalancesScreen, TOP_UP_CURRENCY } from './BalancesScreen';
export { TransfersScreen } from './TransfersScreen';
export type {
  PayoutRow,
  SettlementRow,
  BalanceHistoryRow,
  RollingReserveRow,
  BeneficiaryRow,
} from './types';
export {
  settlementFilters,
  balanceHistoryFilters,
  payoutFilters,
  beneficiaryFilters,
  pendingApprovalFilters,
  fundingFilters,
  virtualAccountFilters,
  transferFilters,
  rollingReserveFilters,
} from './filters';
export {
  PayoutListScreen,
  TransferListScreen,
  payoutRowId,
  payoutColumns,
  transferColumns,
} from './PayoutListScreen';
export { PayoutDetailsDialog } from './PayoutDetailsDialog';
export { SettlementListScreen, settlementColumns, settlementRowId } from './SettlementListScreen';
export { SettlementDetailsDialog } from './SettlementDetailsDialog';
export {
  BalanceHistoryListScreen,
  balanceHistoryColumns,
  balanceHistoryRowId,
} from './BalanceHistoryListScreen';
export { BalanceDetailsDialog } from './BalanceDetailsDialog';
export { RollingReserveListScreen, rollingReserveColumns } from './RollingReserveListScreen';
export { RollingReserveDetailsDialog } from './RollingReserveDetailsDialog';
export { BeneficiaryListScreen, beneficiaryColumns } from './BeneficiaryListScreen';
export { AddBeneficiaryDialog } from './AddBeneficiaryDialog';
export { BeneficiaryConfirmDialog } from './BeneficiaryConfirmDialog';
export type { BeneficiaryAction } from './BeneficiaryConfirmDialog';
export {
  VirtualAccountListScreen,
  virtualAccountColumns,
  matchesVirtualAccountSearch,
} from './VirtualAccountListScreen';
export { NewVirtualAccountDialog } from './NewVirtualAccountDialog';
export { PendingApprovalListScreen, pendingApprovalColumns } from './PendingApprovalListScreen';
export { FundingHistoryListScreen, fundingColumns } from './FundingHistoryListScreen';
export { FundBalanceDialog } from './FundBalanceDialog';
export {
  ExplainLineDialog,
  reconciliationFilters,
  ReconciliationScreen,
  reconciliationColumns,
} from './reconciliation';
export type {
  ColumnMapping,
  ReconciliationLine,
  ReconciliationProgress,
  ReconciliationTotal,
  StatementLayout,
  StatementRole,
  ReconciliationStage,
  ConfirmedMapping,
} from './reconciliation';

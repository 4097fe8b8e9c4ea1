// Money: balances, payouts and transfers, beneficiaries and their dialogs (part 2 sections 2-5).
export type { PayoutRecipient, AccountQuery, PayoutInstruction } from './types';
export * from './TransferDialog';
export * from './PayoutVerifyDialog';
export * from './MoneyOutcomeNotice';
export type { MoneyWallet } from './types';
export * from './WalletFundingDialog';
export * from './BalancesScreen';
export * from './TransfersScreen';
export type {
  PayoutRow,
  SettlementRow,
  BalanceHistoryRow,
  RollingReserveRow,
  BeneficiaryRow,
} from './types';
export * from './filters';
export * from './PayoutListScreen';
export * from './PayoutDetailsDialog';
export * from './SettlementListScreen';
export * from './SettlementDetailsDialog';
export * from './BalanceHistoryListScreen';
export * from './BalanceDetailsDialog';
export * from './RollingReserveListScreen';
export * from './RollingReserveDetailsDialog';
export * from './BeneficiaryListScreen';
export * from './AddBeneficiaryDialog';
export * from './BeneficiaryConfirmDialog';
export * from './VirtualAccountListScreen';
export * from './NewVirtualAccountDialog';
export * from './PendingApprovalListScreen';
export * from './FundingHistoryListScreen';
export * from './FundBalanceDialog';
export * from './reconciliation';

export { fetchWalletBalances, fetchBalanceTotals, fetchBalanceHistory } from './client';
export type { BalanceHistoryFilters } from './client';
export { useWalletBalances, useBalanceTotals, useBalanceHistory } from './hooks';
export { walletKeys } from './keys';
export type { Wallet, BalanceTotals, BalanceHistoryItem, BalanceDirectionCode } from './schemas';

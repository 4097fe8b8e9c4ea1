import { useApiQuery } from '../core';
import {
  fetchBalanceHistory,
  fetchBalanceTotals,
  fetchWalletBalances,
  type BalanceHistoryFilters,
} from './client';
import { walletKeys } from './keys';

export function useWalletBalances() {
  return useApiQuery(walletKeys.list(), fetchWalletBalances);
}

export function useBalanceTotals() {
  return useApiQuery(walletKeys.item('totals'), fetchBalanceTotals);
}

export function useBalanceHistory(filters: BalanceHistoryFilters = {}) {
  return useApiQuery(walletKeys.item('history', filters), () => fetchBalanceHistory(filters));
}

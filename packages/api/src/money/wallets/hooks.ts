import { useApiQuery } from '../../core';
import { fetchBalanceTotals, fetchWalletBalances } from './client';
import { walletKeys } from './keys';

export function useWalletBalances() {
  return useApiQuery(walletKeys.list(), fetchWalletBalances);
}

export function useBalanceTotals() {
  return useApiQuery(walletKeys.item('totals'), fetchBalanceTotals);
}

import { balanceTotalsResponse, walletBalancesResponse } from './schemas';
import { defineOperations } from '../../core/operation';

export const walletsOperations = defineOperations('wallets', {
  fetchWalletBalances: {
    method: 'GET',
    path: '/subsidiary/dashboard/get/wallet/balance',
    response: walletBalancesResponse,
  },
  fetchBalanceTotals: {
    method: 'GET',
    path: '/subsidiary/dashboard/get/wallet/balance/totals',
    response: balanceTotalsResponse,
  },
});

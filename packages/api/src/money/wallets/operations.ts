import * as z from 'zod/mini';
import { balanceHistoryResponse, balanceTotalsResponse, walletBalancesResponse } from './schemas';
import { dateRange, defineOperations, text } from '../../core/operation';

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
  fetchBalanceHistory: {
    method: 'GET',
    path: '/subsidiary/dashboard/fetch/wallet/history',
    query: z.object({
      currency: text('Currency short name, e.g. NGN.'),
      direction: z.optional(z.enum(['C', 'D'])).check(z.describe('C: credit, D: debit.')),
      reference: text('Transaction reference.'),
      ...dateRange,
    }),
    response: balanceHistoryResponse,
  },
});

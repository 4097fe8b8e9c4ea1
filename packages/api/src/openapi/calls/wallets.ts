import * as z from 'zod';
import {
  balanceHistoryResponse,
  balanceTotalsResponse,
  walletBalancesResponse,
} from '../../wallets/schemas';
import { dateRange, defineOperations, text } from '../operation';

export const walletsOperations = defineOperations('wallets', [
  {
    id: 'fetchWalletBalances',
    method: 'GET',
    path: '/subsidiary/dashboard/get/wallet/balance',
    summary: 'Every wallet of the business (Balances and Transfers).',
    response: walletBalancesResponse,
  },
  {
    id: 'fetchBalanceTotals',
    method: 'GET',
    path: '/subsidiary/dashboard/get/wallet/balance/totals',
    summary: 'Chargebacks, refunds and non-compliance amounts of the Balances cards.',
    response: balanceTotalsResponse,
  },
  {
    id: 'fetchBalanceHistory',
    method: 'GET',
    path: '/subsidiary/dashboard/fetch/wallet/history',
    summary: 'Balance history.',
    query: z.object({
      currency: text('Currency short name, e.g. NGN.'),
      direction: z.enum(['C', 'D']).optional().describe('C: credit, D: debit.'),
      reference: text('Transaction reference.'),
      ...dateRange,
    }),
    response: balanceHistoryResponse,
  },
]);

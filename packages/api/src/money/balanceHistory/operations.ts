import * as z from 'zod/mini';
import { balanceHistoryResponse } from './schemas';
import { currencyFilter, dateRange, defineOperations, text } from '../../core/operation';

/**
 * A domain of its own, not the wallets': the Transfers and Balances pages read the wallets before
 * their first render, and an operation table loads whole (docs/adr/011, ninth update).
 */
export const balanceHistoryOperations = defineOperations('balanceHistory', {
  fetchBalanceHistory: {
    method: 'GET',
    path: '/subsidiary/dashboard/fetch/wallet/history',
    query: z.object({
      ...currencyFilter,
      direction: z.optional(z.enum(['C', 'D'])).check(z.describe('C: credit, D: debit.')),
      reference: text('Transaction reference.'),
      ...dateRange,
    }),
    response: balanceHistoryResponse,
  },
});

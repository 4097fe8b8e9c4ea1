import { DEFAULT_STATUS_FILTER } from './status';
import type { TransactionFilters } from './types';

/** What the list shows first and what Clear returns to: Successful, any date, any reference. */
export const DEFAULT_TRANSACTION_FILTERS: TransactionFilters = {
  status: DEFAULT_STATUS_FILTER,
  dateRange: { from: '', to: '' },
  paymentReference: '',
  orderReference: '',
};

/** The filters as the app should apply them: references trimmed. */
export function normalizeTransactionFilters(filters: TransactionFilters): TransactionFilters {
  return {
    ...filters,
    paymentReference: filters.paymentReference.trim(),
    orderReference: filters.orderReference.trim(),
  };
}

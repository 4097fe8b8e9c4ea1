import { DEFAULT_TRANSACTION_STATUS_FILTER } from './status';
import type { TransactionFilters } from './types';

/** What the list shows first and what Clear returns to: Successful, any date, any reference. */
export const DEFAULT_TRANSACTION_FILTERS: TransactionFilters = {
  status: DEFAULT_TRANSACTION_STATUS_FILTER,
  dateRange: { from: '', to: '' },
  paymentReference: '',
  orderReference: '',
};

/** Filters read from outside the panel (e.g. the URL) as the list applies them: references trimmed. */
export function normalizeTransactionFilters(filters: TransactionFilters): TransactionFilters {
  return {
    ...filters,
    paymentReference: filters.paymentReference.trim(),
    orderReference: filters.orderReference.trim(),
  };
}

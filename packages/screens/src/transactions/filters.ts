import { dateRangeFilter, defineFilters, selectFilter, textFilter } from '../list';
import type { FilterValues } from '../list';
import { DEFAULT_TRANSACTION_STATUS_FILTER, ORDER_STATUSES } from './status';

/**
 * The transaction list's filter (part 1 section 9): status with 'All' first and Successful by
 * default (section 4), a date range, and the payment and order references. The keys are the
 * api client's filter names, so the query needs no mapping.
 */
export const transactionFilters = defineFilters({
  status: selectFilter({
    label: 'Status',
    options: ORDER_STATUSES,
    default: DEFAULT_TRANSACTION_STATUS_FILTER,
  }),
  dateRange: dateRangeFilter(),
  paymentReference: textFilter('Payment reference'),
  orderReference: textFilter('Order reference'),
});

/** The applied filters of the transaction list. */
export type TransactionFilters = FilterValues<typeof transactionFilters.fields>;

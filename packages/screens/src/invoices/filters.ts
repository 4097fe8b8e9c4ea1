import { dateRangeFilter, defineFilters, selectFilter } from '../list';
import { INVOICE_STATUS_FILTER_OPTIONS } from './status';

/** The invoice list's filter (part 1 "Invoices"): status and a date range. */
export const invoiceFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: INVOICE_STATUS_FILTER_OPTIONS }),
  dateRange: dateRangeFilter(),
});

import { dateRangeFilter, defineFilters, selectFilter, type FilterValues } from '../list';
import { INVOICE_STATUS_FILTER_OPTIONS } from './status';

/** The invoice list's filter (part 1 "Invoices"): status and a date range. */
export const invoiceFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: INVOICE_STATUS_FILTER_OPTIONS }),
  dateRange: dateRangeFilter(),
});

export type InvoiceFilters = FilterValues<typeof invoiceFilters.fields>;

import { dateRangeFilter, defineFilters, selectFilter } from '../list';
import { REFUND_STATUS_FILTER_OPTIONS } from './status';

/** Both refund lists: status (Successful, Error, Pending) and a date range (part 1 "Refunds list"). */
export const refundFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: REFUND_STATUS_FILTER_OPTIONS }),
  dateRange: dateRangeFilter(),
});

import { dateRangeFilter, defineFilters, selectFilter } from '../list';
import { PAYMENT_LINK_STATUS_FILTER_OPTIONS } from './status';

/**
 * Part 1 section 9: "Payment link filter: Active, InActive" (the api's `status`), and the date
 * range the call takes (`fromdate`, `todate`, section 7).
 */
export const paymentLinkFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: PAYMENT_LINK_STATUS_FILTER_OPTIONS }),
  dateRange: dateRangeFilter(),
});

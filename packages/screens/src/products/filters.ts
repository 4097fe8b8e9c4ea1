import { dateRangeFilter, defineFilters, selectFilter } from '../list';
import { PRODUCT_AVAILABILITY_FILTER_OPTIONS } from './status';

/**
 * The products list filter: availability, sent as 'true' or 'false' (part 1 section 4), and the
 * date range the call takes (`fromdate`, `todate`, section 7).
 */
export const productFilters = defineFilters({
  availability: selectFilter({
    label: 'Availability',
    options: PRODUCT_AVAILABILITY_FILTER_OPTIONS,
  }),
  dateRange: dateRangeFilter(),
});

import { SUBSIDIARY_STATUS_FILTER_OPTIONS } from '../business/status';
import { dateRangeFilter, defineFilters, selectFilter, textFilter } from '../../list';

/** Status (Pending, Not Started, Approved, Declined), e-mail address and dates. */
export const subsidiaryFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: SUBSIDIARY_STATUS_FILTER_OPTIONS, default: '' }),
  email: textFilter('Email address'),
  dateRange: dateRangeFilter(),
});

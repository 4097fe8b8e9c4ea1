import { dateRangeFilter, defineFilters, selectFilter, textFilter } from '../list';
import { CHARGEBACK_STATUS_FILTER_OPTIONS } from './status';

/**
 * The overview's filter (part 2, "Chargebacks"): status, payment reference and a date range.
 * The keys are the api client's filter names.
 */
export const chargebackFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: CHARGEBACK_STATUS_FILTER_OPTIONS, default: '' }),
  reference: textFilter('Payment reference'),
  dateRange: dateRangeFilter(),
});

/** A status route's filter: the status is the route's, so the panel does not offer it. */
export const presetChargebackFilters = defineFilters({
  reference: textFilter('Payment reference'),
  dateRange: dateRangeFilter(),
});

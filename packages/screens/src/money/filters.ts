import { BENEFICIARY_TYPES } from '@merchant/api/contract';
import { dateRangeFilter, defineFilters, selectFilter, textFilter } from '../list';
import { BALANCE_DIRECTION_FILTER_OPTIONS } from './balance/status';
import { PAYOUT_STATUSES } from './payouts/status';
import { SETTLEMENT_STATUS_FILTER_OPTIONS } from './settlements/status';

/** The money lists' filters, each defined once; the keys are the api clients' filter names. */

/** Settlements: "status (Completed, Pending), from-date, to-date". */
export const settlementFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: SETTLEMENT_STATUS_FILTER_OPTIONS }),
  dateRange: dateRangeFilter(),
});

/** Balance history: "Direction (Debit=D, Credit=C), Reference, from date, to date". */
export const balanceHistoryFilters = defineFilters({
  direction: selectFilter({ label: 'Direction', options: BALANCE_DIRECTION_FILTER_OPTIONS }),
  reference: textFilter('Reference'),
  dateRange: dateRangeFilter(),
});

/** Payouts: the status filter. */
export const payoutFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: PAYOUT_STATUSES }),
});

/** Beneficiaries: "type filter (Bank, Merchant, Mobile) plus date range". */
export const beneficiaryFilters = defineFilters({
  type: selectFilter({ label: 'Type', options: BENEFICIARY_TYPES }),
  dateRange: dateRangeFilter(),
});

/** Pending approval: the call takes fromdate and todate. */
export const pendingApprovalFilters = defineFilters({ dateRange: dateRangeFilter() });

/**
 * Funding history: the call takes only the date range (part 2 section 7), and an item carries
 * no status or reference to filter on, so only the date range is offered.
 */
export const fundingFilters = defineFilters({ dateRange: dateRangeFilter() });

/** Virtual accounts: the search box, over name, number, bank and BVN. */
export const virtualAccountFilters = defineFilters({ search: textFilter('Search') });

/** The transfers list has no filter of its own: its currency comes from the page's tab. */
export const transferFilters = defineFilters({});

/** Rolling reserve: no filter; the page follows the global currency. */
export const rollingReserveFilters = defineFilters({});

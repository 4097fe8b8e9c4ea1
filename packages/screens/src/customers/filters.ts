import {
  dateRangeFilter,
  defineFilters,
  selectFilter,
  textFilter,
  type FilterValues,
} from '../list';
import { ORDER_STATUSES } from '@merchant/api/contract';
import { CUSTOMER_STATUS_FILTER_OPTIONS } from './status';

/**
 * Part 1 section 9: "Customer filter: Active, Blacklisted" (the api's `status`), and what else
 * the call takes (section 7): e-mail, customer name, mobile number and the date range.
 */
export const customerFilters = defineFilters({
  status: selectFilter({ label: 'Status', options: CUSTOMER_STATUS_FILTER_OPTIONS }),
  dateRange: dateRangeFilter(),
  email: textFilter('Email'),
  customerName: textFilter('Customer name'),
  mobileNumber: textFilter('Mobile number'),
});

/**
 * The payment channels a customer's order can come through (the orders' payment method).
 * The spec names the filter, not its values; these are the methods the API reports.
 */
export const PAYMENT_CHANNELS = ['Card', 'Bank Transfer', 'USSD', 'Pay with Bank'] as const;

/** The customer details page's Transactions: "with channel and status filters" (part 1 §2). */
export const customerOrderFilters = defineFilters({
  channel: selectFilter({ label: 'Channel', options: PAYMENT_CHANNELS }),
  status: selectFilter({ label: 'Status', options: ORDER_STATUSES }),
});
export type CustomerOrderFilters = FilterValues<typeof customerOrderFilters.fields>;

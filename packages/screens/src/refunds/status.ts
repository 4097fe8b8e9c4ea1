import { defineStatusMap, type SelectOption } from '@merchant/ui';
import { REFUND_FILTERS, REFUND_STATUSES, type RefundStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { REFUND_STATUSES };
export type { RefundStatus };

/**
 * Badge colours, part 1 section 4: "Completed and Approved green, Declined red, Processing and
 * Pending orange". The spec names no colour for Rejected; it is a refusal like Declined, so red.
 */
export const refundStatusMap = defineStatusMap<RefundStatus>({
  Approved: 'green',
  Completed: 'green',
  Declined: 'red',
  Processing: 'orange',
  Pending: 'orange',
  Rejected: 'red',
});

/**
 * The refund list's status filter, part 1 "Refunds list": "Successful, Error, Pending". These are
 * the values the filter sends, not the statuses a refund shows.
 */
export const REFUND_STATUS_FILTER_OPTIONS = REFUND_FILTERS.map((value) => ({
  value,
  label: value,
})) satisfies readonly SelectOption[];

import { defineStatusMap, type SelectOption } from '@merchant/ui';

/** The refund statuses of part 1 section 4, in the spec's order. */
export const REFUND_STATUSES = [
  'Approved',
  'Completed',
  'Declined',
  'Processing',
  'Pending',
  'Rejected',
] as const;

/** A status the API sends for a refund (`refundStatus`). */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Badge colours, part 1 section 4: "Completed and Approved green, Declined red, Processing and
 * Pending orange". The spec names no colour for Rejected; it is a refusal like Declined, so red.
 */
export const refundStatusMap = defineStatusMap<RefundStatus>({
  Approved: { label: 'Approved', tone: 'green' },
  Completed: { label: 'Completed', tone: 'green' },
  Declined: { label: 'Declined', tone: 'red' },
  Processing: { label: 'Processing', tone: 'orange' },
  Pending: { label: 'Pending', tone: 'orange' },
  Rejected: { label: 'Rejected', tone: 'red' },
});

/**
 * The refund list's status filter, part 1 "Refunds list": "Successful, Error, Pending". These are
 * the values the filter sends, not the statuses a refund shows.
 */
export const REFUND_STATUS_FILTER_OPTIONS = [
  { value: 'Successful', label: 'Successful' },
  { value: 'Error', label: 'Error' },
  { value: 'Pending', label: 'Pending' },
] as const satisfies readonly SelectOption[];

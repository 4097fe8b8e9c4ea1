import { defineStatusMap, normalizeStatus } from '@merchant/ui';

/** The order (transaction) statuses of part 1 section 4, in the spec's order. */
export const ORDER_STATUSES = [
  'Initiated',
  'Awaiting-Confirmation',
  'Pending',
  'Successful',
  'Reversed',
  'Failed',
  'Processing',
] as const;

/** A status the API sends for an order. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Badge colours, part 1 section 4: "Successful green, Awaiting-Confirmation red, Initiated
 * orange, any other status red". The other statuses are listed so their label is the spec's;
 * the red fallback covers statuses the spec does not name.
 */
export const orderStatusMap = defineStatusMap<OrderStatus>(
  {
    Initiated: { label: 'Initiated', tone: 'orange' },
    'Awaiting-Confirmation': { label: 'Awaiting-Confirmation', tone: 'red' },
    Pending: { label: 'Pending', tone: 'red' },
    Successful: { label: 'Successful', tone: 'green' },
    Reversed: { label: 'Reversed', tone: 'red' },
    Failed: { label: 'Failed', tone: 'red' },
    Processing: { label: 'Processing', tone: 'red' },
  },
  { fallbackTone: 'red' },
);

/** "The default filter is Successful" (part 1 section 4). */
export const DEFAULT_TRANSACTION_STATUS_FILTER: OrderStatus = 'Successful';

/** Only a Successful transaction can be refunded (part 1, "Row actions"). */
export function isRefundableStatus(status: string): boolean {
  return normalizeStatus(status) === normalizeStatus('Successful');
}

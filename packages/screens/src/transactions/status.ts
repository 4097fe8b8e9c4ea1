import { defineStatusMap, normalizeStatus } from '@merchant/ui';
import { ORDER_STATUSES, type OrderStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { ORDER_STATUSES };
export type { OrderStatus };

/**
 * Badge colours, part 1 section 4: "Successful green, Awaiting-Confirmation red, Initiated
 * orange, any other status red". The other statuses are listed so their label is the spec's;
 * the red fallback covers statuses the spec does not name.
 */
export const transactionStatusMap = defineStatusMap<OrderStatus>(
  {
    Initiated: 'orange',
    'Awaiting-Confirmation': 'red',
    Pending: 'red',
    Successful: 'green',
    Reversed: 'red',
    Failed: 'red',
    Processing: 'red',
  },
  { fallbackTone: 'red' },
);

/** "The default filter is Successful" (part 1 section 4). */
export const DEFAULT_TRANSACTION_STATUS_FILTER: OrderStatus = 'Successful';

/** Only a Successful transaction can be refunded (part 1, "Row actions"). */
export function isRefundableStatus(status: string): boolean {
  return normalizeStatus(status) === normalizeStatus('Successful');
}

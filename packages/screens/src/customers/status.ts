import { defineStatusMap, normalizeStatus, type SelectOption } from '@merchant/ui';
import { CUSTOMER_STATUSES, type CustomerStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { CUSTOMER_STATUSES };
export type { CustomerStatus };

/** Badge colours: Active green, Blacklisted red. */
export const customerStatusMap = defineStatusMap<CustomerStatus>({
  Active: 'green',
  Blacklisted: 'red',
});

/** The customer status filter, part 1 section 9: "Active, Blacklisted". */
export const CUSTOMER_STATUS_FILTER_OPTIONS = CUSTOMER_STATUSES.map((value) => ({
  value,
  label: value,
})) satisfies readonly SelectOption[];

/** The `action` of the blacklist-whitelist call (part 1 section 7). */
export type CustomerStatusAction = 'blacklist' | 'whitelist';

/**
 * "Blacklist or Whitelist toggles it; the action is chosen by the current status": a blacklisted
 * customer can be whitelisted, any other can be blacklisted.
 */
export function customerStatusAction(status: string): CustomerStatusAction {
  return normalizeStatus(status) === normalizeStatus('Blacklisted') ? 'whitelist' : 'blacklist';
}

/** The statuses of a customer's orders that part 2 section 4 colours, in its order. */
export const CUSTOMER_ORDER_STATUSES = [
  'Successful',
  'Awaiting-Confirmation',
  'Initiated',
] as const;

/** A status of one of a customer's orders. */
export type CustomerOrderStatus = (typeof CUSTOMER_ORDER_STATUSES)[number];

/**
 * Customer order badge colours, part 2 section 4: "Successful green, Awaiting-Confirmation red,
 * Initiated orange". These are orders, so part 1's rule for orders ("any other status red")
 * gives the fallback.
 */
export const customerOrderStatusMap = defineStatusMap<CustomerOrderStatus>(
  {
    Successful: 'green',
    'Awaiting-Confirmation': 'red',
    Initiated: 'orange',
  },
  { fallbackTone: 'red' },
);

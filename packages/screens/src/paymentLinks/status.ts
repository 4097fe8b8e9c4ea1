import { defineStatusMap, type SelectOption } from '@merchant/ui';
import { PAYMENT_LINK_STATUSES, type PaymentLinkStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { PAYMENT_LINK_STATUSES };
export type { PaymentLinkStatus };

/** The API sends `isActive`; the badge and the filter speak of Active and InActive. */
export function paymentLinkStatus(isActive: boolean): PaymentLinkStatus {
  return isActive ? 'Active' : 'InActive';
}

/** Badge colours: Active green, InActive red. */
export const paymentLinkStatusMap = defineStatusMap<PaymentLinkStatus>({
  Active: 'green',
  InActive: 'red',
});

/** The payment link status filter, part 1 section 9: "Active, InActive". */
export const PAYMENT_LINK_STATUS_FILTER_OPTIONS = PAYMENT_LINK_STATUSES.map((value) => ({
  value,
  label: value,
})) satisfies readonly SelectOption[];

import { defineStatusMap, type SelectOption } from '@merchant/ui';

/** A payment link is active or inactive (part 1 section 4), spelled as the filter spells it. */
export const PAYMENT_LINK_STATUSES = ['Active', 'InActive'] as const;

/** The status of a payment link. */
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** The API sends `isActive`; the badge and the filter speak of Active and InActive. */
export function paymentLinkStatus(isActive: boolean): PaymentLinkStatus {
  return isActive ? 'Active' : 'InActive';
}

/** Badge colours: Active green, InActive red. */
export const paymentLinkStatusMap = defineStatusMap<PaymentLinkStatus>({
  Active: { label: 'Active', tone: 'green' },
  InActive: { label: 'InActive', tone: 'red' },
});

/** The payment link status filter, part 1 section 9: "Active, InActive". */
export const PAYMENT_LINK_STATUS_FILTER_OPTIONS = [
  { value: 'Active', label: 'Active' },
  { value: 'InActive', label: 'InActive' },
] as const satisfies readonly SelectOption[];

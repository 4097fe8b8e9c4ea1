import * as z from 'zod/mini';
import {
  flag,
  list,
  listResponse,
  numeric,
  optionalId,
  optionalNumeric,
  optionalText,
} from '../core/schema';

const paymentLink = z.object({
  id: optionalId,
  name: z.string(),
  description: optionalText,
  /** Absent: the payer chooses the amount. */
  amount: optionalNumeric,
  /** Absent: shown as 'No limit'. */
  limit: optionalNumeric,
  currency: z.string(),
  /** A payment link type code. */
  paymentType: optionalText,
  /** NOAUTH or AUTH. */
  authOption: optionalText,
  isActive: flag,
  reference: z.string(),
  paymentLinkUrl: optionalText,
  dateCreated: optionalText,
});
export type PaymentLink = z.infer<typeof paymentLink>;

/** `fetchPaymentLinks`: items and totalItems, at the top or under data. */
export const paymentLinksResponse = listResponse(
  z.object({ items: list(paymentLink), totalItems: numeric }),
);

const paymentLinkType = z.object({ code: z.string(), paymentLinkName: z.string() });
export const paymentLinkTypesResponse = listResponse(z.object({ data: list(paymentLinkType) }));

/** `createPaymentLink`. Amount and limit are optional. */
export const newPaymentLink = z.object({
  name: z.string(),
  description: z.string(),
  amount: z.optional(z.number()),
  limit: z.optional(z.number()),
  currency: z.string(),
  authOption: z.enum(['NOAUTH', 'AUTH']),
  paymentType: z.string(),
});
export type NewPaymentLink = z.infer<typeof newPaymentLink>;

export const paymentLinkStatusUpdate = z.object({
  action: z.enum(['disable', 'activate']),
  reference: z.string(),
});
export type PaymentLinkStatusUpdate = z.infer<typeof paymentLinkStatusUpdate>;

/** A payment link is active or inactive (part 1 section 4), spelled as the filter spells it. */
export const PAYMENT_LINK_STATUSES = ['Active', 'InActive'] as const;
/** The status of a payment link; the API sends `isActive`. */
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** The list filter sends a payment link status. */
export type PaymentLinkStatusFilter = PaymentLinkStatus;

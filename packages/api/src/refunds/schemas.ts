import * as z from 'zod/mini';
import { list, listResponse, numeric, optionalId, optionalText, status } from '../core/schema';

/** The refund statuses of part 1 section 4, in the spec's order. */
export const REFUND_STATUSES = [
  'Approved',
  'Completed',
  'Declined',
  'Processing',
  'Pending',
  'Rejected',
] as const;
/** A status the spec names for a refund (`refundStatus`). */
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund row of `fetchRefunds`. */
const refund = z.object({
  id: optionalId,
  dateCreated: z.string(),
  customerEmail: optionalText,
  customerName: optionalText,
  customerId: optionalId,
  currency: optionalText,
  /** The transaction amount. */
  amount: numeric,
  refundAmount: numeric,
  orderReference: optionalText,
  /** The payment reference a refund was asked for, when the API sends it (the money check matches on it). */
  transactionReference: optionalText,
  refundReference: optionalText,
  /** One of REFUND_STATUSES, or another word the server sends. */
  refundStatus: status(REFUND_STATUSES),
  subsidiaryName: optionalText,
  paymentType: optionalText,
});
export type Refund = z.infer<typeof refund>;

/** items and totalItems, at the top or under data. */
export const refundsResponse = listResponse(z.object({ items: list(refund), totalItems: numeric }));

/** The refund list's filter values. */
export const REFUND_FILTERS = ['Successful', 'Error', 'Pending'] as const;
export type RefundFilterStatus = (typeof REFUND_FILTERS)[number];

/** A single refund from the transaction list. */
export const transactionRefund = z.object({
  amount: z.number(),
  orderId: z.string(),
  transactionReference: z.string(),
});
export type TransactionRefund = z.infer<typeof transactionRefund>;

/** A logged refund (single or bulk CSV). */
export const refundLogEntry = z.object({
  transactionReference: z.string(),
  amount: z.number(),
  reason: z.string(),
});
export type RefundLogEntry = z.infer<typeof refundLogEntry>;

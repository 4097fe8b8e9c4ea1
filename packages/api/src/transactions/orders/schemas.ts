import * as z from 'zod/mini';
import {
  id,
  list,
  listResponse,
  numeric,
  optionalId,
  optionalNumeric,
  optionalText,
  status,
} from '../../core/schema';

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
/** A status the spec names for an order. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A transaction (order) as the list, the detail page and the customer's orders read it. */
const order = z.object({
  id,
  dateCreated: z.string(),
  customerEmail: optionalText,
  customerId: optionalId,
  customerName: optionalText,
  customerPhone: optionalText,
  currency: z.string(),
  amountFormatted: optionalText,
  amount: numeric,
  settlementAmount: optionalNumeric,
  paymentTypeName: optionalText,
  accountNumber: optionalText,
  maskedPan: optionalText,
  orderReference: optionalText,
  paymentReference: z.string(),
  paymentResponseCode: optionalText,
  paymentResponseMessage: optionalText,
  /** One of ORDER_STATUSES, or another word the server sends. */
  orderStatus: status(ORDER_STATUSES),
  narration: optionalText,
  remarks: optionalText,
  fee: optionalNumeric,
  subsidiaryFee: optionalNumeric,
  customerFee: optionalNumeric,
  whoBearsFee: optionalText,
  dateUpdated: optionalText,
  datePaymentConfirmed: optionalText,
  settlementStatus: optionalText,
});
export type Order = z.infer<typeof order>;

/**
 * `fetchOrders` (and `fetchCustomerOrders`): items and page.total,
 * under data or at the top of the body.
 */
export const ordersResponse = listResponse(
  z.object({ data: z.object({ items: list(order), page: z.object({ total: numeric }) }) }),
);

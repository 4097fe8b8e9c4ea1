import type { Random } from '../random';
import { reference } from './common';
import type { OrderRecord } from './orders';
import { REFUND_STATUSES, type RefundStatus } from '../../refunds/schemas';

export interface RefundRecord {
  id: string;
  subsidiaryId: string;
  dateCreated: string;
  customerEmail: string;
  customerName: string;
  customerId: string;
  currency: string;
  /** The transaction amount. */
  amount: number;
  refundAmount: number;
  orderReference: string;
  /** The payment reference of the refunded transaction. */
  transactionReference: string;
  refundReference: string;
  refundStatus: RefundStatus;
  subsidiaryName: string;
  paymentType: string;
  reason: string;
}

/** The refund list filter (Successful, Error, Pending) over the refund statuses. */
export const REFUND_FILTER_GROUPS: Record<string, readonly RefundStatus[]> = {
  Successful: ['Approved', 'Completed'],
  Error: ['Declined', 'Rejected'],
  Pending: ['Pending', 'Processing'],
};

export function buildRefund(
  order: OrderRecord,
  overrides: Partial<RefundRecord> & Pick<RefundRecord, 'id' | 'subsidiaryName'>,
): RefundRecord {
  return {
    subsidiaryId: order.subsidiaryId,
    dateCreated: order.dateCreated,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    customerId: order.customerId,
    currency: order.currency,
    amount: order.amount,
    refundAmount: order.amount,
    orderReference: order.orderReference,
    transactionReference: order.paymentReference,
    refundReference: `RFD-${overrides.id}`,
    refundStatus: 'Pending',
    paymentType: order.paymentTypeName,
    reason: 'Customer request',
    ...overrides,
  };
}

const REASONS = [
  'Item out of stock',
  'Duplicate payment',
  'Customer cancelled order',
  'Damaged on delivery',
] as const;

/** Refunds for some successful orders, each a day or two after its order, oldest first. */
export function refundsFor(
  orders: OrderRecord[],
  subsidiaryName: string,
  count: number,
  random: Random,
): RefundRecord[] {
  const candidates = orders.filter((order) => order.orderStatus === 'Successful');
  const stride = Math.max(1, Math.floor(candidates.length / Math.max(count, 1)));
  return candidates
    .filter((_, index) => index % stride === 0)
    .slice(0, count)
    .map((order, index) =>
      buildRefund(order, {
        id: `${order.subsidiaryId}-${index + 1}`,
        subsidiaryName,
        dateCreated: new Date(
          new Date(order.dateCreated).getTime() + random.int(2, 40) * 3_600_000,
        ).toISOString(),
        refundAmount: random.bool(0.6) ? order.amount : Math.round(order.amount * 0.5 * 100) / 100,
        refundReference: reference('RFD', random),
        refundStatus: REFUND_STATUSES[index % REFUND_STATUSES.length] ?? 'Pending',
        reason: random.pick(REASONS),
      }),
    );
}

import { REFUND_STATUSES } from './status';
import type { RefundRow } from './types';

/** One refund with sensible defaults; pass overrides for the fields a story cares about. */
export function buildRefund(overrides: Partial<RefundRow> = {}): RefundRow {
  return {
    id: 'rf-1',
    dateCreated: '2024-03-20T09:15:00',
    customerEmail: 'ada@adastores.ng',
    customerName: 'Ada Obi',
    customerId: 'CUS-0001',
    amount: 25_000,
    currency: 'NGN',
    refundAmount: 10_000,
    orderReference: 'PAY-20240320-0001',
    refundReference: 'RF-0001',
    refundStatus: 'Approved',
    paymentType: 'Card',
    ...overrides,
  };
}

/** One refund per status of part 1 section 4, newest first. */
export const refundPerStatus: RefundRow[] = REFUND_STATUSES.map((status, index) =>
  buildRefund({
    id: `rf-${index + 1}`,
    refundStatus: status,
    orderReference: `PAY-2024032${index}-000${index}`,
    refundReference: `RF-000${index}`,
    customerId: `CUS-000${index}`,
    refundAmount: 1_000 * (index + 1),
  }),
);

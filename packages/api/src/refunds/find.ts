import type { ReadOptions } from '../core/http';
import { holdsReference } from '../shell/search/referenceShape';
import { firstFound } from '../shell/search/firstFound';
import type { FoundOf } from '../shell/search/schemas';
import { exportRefunds } from './client';

/** Refunds by refund, order or payment reference: the list has no such filter, so all are read. */
export async function findRefunds(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'refund'>[]> {
  const records = (await exportRefunds({}, options)).filter((record) =>
    holdsReference(
      [record.refundReference, record.orderReference, record.transactionReference],
      text,
    ),
  );
  return firstFound('refund', records, (record) => ({
    reference: record.refundReference ?? record.orderReference ?? '',
    detail: record.customerEmail,
    amount: record.refundAmount,
    currency: record.currency,
    status: record.refundStatus,
    date: record.dateCreated,
  }));
}

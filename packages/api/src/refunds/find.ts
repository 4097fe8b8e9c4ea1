import type { ReadOptions } from '../core/http';
import { holdsReference, RECORDS_PER_KIND } from '../shell/search/referenceShape';
import type { FoundOf } from '../shell/search/schemas';
import { exportRefunds } from './client';

/** Refunds by refund, order or payment reference: the list has no such filter, so all are read. */
export async function findRefunds(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'refund'>[]> {
  return (await exportRefunds({}, options))
    .filter((record) =>
      holdsReference(
        [record.refundReference, record.orderReference, record.transactionReference],
        text,
      ),
    )
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'refund',
      record,
      reference: record.refundReference ?? record.orderReference ?? '',
      detail: record.customerEmail,
      amount: record.refundAmount,
      currency: record.currency,
      status: record.refundStatus,
      date: record.dateCreated,
    }));
}

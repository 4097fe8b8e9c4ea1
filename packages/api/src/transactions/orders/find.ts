import type { ReadOptions } from '../../core/http';
import { looksLikeOrderReference, RECORDS_PER_KIND } from '../../shell/search/referenceShape';
import { firstFound } from '../../shell/search/firstFound';
import type { FoundOf } from '../../shell/search/schemas';
import { fetchOrders } from './client';

/** Transactions by payment reference, or by order reference when the text is one. */
export async function findTransactions(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'transaction'>[]> {
  const filter = looksLikeOrderReference(text)
    ? { orderReference: text }
    : { paymentReference: text };
  const { items } = await fetchOrders({ ...filter, limit: RECORDS_PER_KIND }, options);
  return firstFound('transaction', items, (record) => ({
    reference: record.paymentReference,
    detail: record.customerEmail,
    amount: record.amount,
    currency: record.currency,
    status: record.orderStatus,
    date: record.dateCreated,
  }));
}

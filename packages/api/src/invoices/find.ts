import type { ReadOptions } from '../core/http';
import { holdsReference, RECORDS_PER_KIND } from '../shell/search/referenceShape';
import type { FoundOf } from '../shell/search/schemas';
import { fetchInvoices } from './client';

/** Invoices by reference, among every invoice (the list has no such filter). */
export async function findInvoices(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'invoice'>[]> {
  return (await fetchInvoices({}, options))
    .filter((record) => holdsReference([record.reference], text))
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'invoice',
      record,
      reference: record.reference,
      detail: record.title,
      amount: record.amount,
      currency: record.currency,
      status: record.status,
      date: record.dueDate,
    }));
}

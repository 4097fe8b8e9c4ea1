import type { ReadOptions } from '../core/http';
import { holdsReference } from '../shell/search/referenceShape';
import { firstFound } from '../shell/search/firstFound';
import type { FoundOf } from '../shell/search/schemas';
import { fetchInvoices } from './client';

/** Invoices by reference, among every invoice (the list has no such filter). */
export async function findInvoices(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'invoice'>[]> {
  const records = (await fetchInvoices({}, options)).filter((record) =>
    holdsReference([record.reference], text),
  );
  return firstFound('invoice', records, (record) => ({
    reference: record.reference,
    detail: record.title,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    date: record.dueDate,
  }));
}

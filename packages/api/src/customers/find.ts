import type { ReadOptions } from '../core/http';
import { RECORDS_PER_KIND } from '../shell/search/referenceShape';
import type { FoundOf } from '../shell/search/schemas';
import { fetchCustomers } from './client';

/** Customers by e-mail (the list's e-mail filter). */
export async function findCustomers(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'customer'>[]> {
  return (await fetchCustomers({ email: text }, options)).items
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'customer',
      record,
      reference: record.emailAddress,
      detail: record.customerName,
      status: record.status,
      date: record.dateCreated,
    }));
}

import type { ReadOptions } from '../core/http';
import { firstFound } from '../shell/search/firstFound';
import type { FoundOf } from '../shell/search/schemas';
import { fetchCustomers } from './client';

/** Customers by e-mail (the list's e-mail filter). */
export async function findCustomers(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'customer'>[]> {
  const { items } = await fetchCustomers({ email: text }, options);
  return firstFound('customer', items, (record) => ({
    reference: record.emailAddress,
    detail: record.customerName,
    status: record.status,
    date: record.dateCreated,
  }));
}

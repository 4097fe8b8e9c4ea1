import type { ReadOptions } from '../core/http';
import { looksLikeEmail } from '../shell/search/referenceShape';
import { firstFound } from '../shell/search/firstFound';
import type { FoundOf } from '../shell/search/schemas';
import { fetchChargebacks } from './client';

/** Chargebacks by payment or order reference, or by the customer's e-mail. */
export async function findChargebacks(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'chargeback'>[]> {
  const filter = looksLikeEmail(text) ? { email: text } : { reference: text };
  const { items } = await fetchChargebacks(filter, options);
  return firstFound('chargeback', items, (record) => ({
    reference: record.rrn ?? record.transactionReference ?? '',
    detail: record.customerEmail,
    amount: record.amount,
    currency: record.currency,
    status: record.status,
    date: record.dateCreated,
  }));
}

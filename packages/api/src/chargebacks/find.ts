import type { ReadOptions } from '../core/http';
import { looksLikeEmail, RECORDS_PER_KIND } from '../shell/search/referenceShape';
import type { FoundOf } from '../shell/search/schemas';
import { fetchChargebacks } from './client';

/** Chargebacks by payment or order reference, or by the customer's e-mail. */
export async function findChargebacks(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'chargeback'>[]> {
  const filter = looksLikeEmail(text) ? { email: text } : { reference: text };
  return (await fetchChargebacks(filter, options)).items
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'chargeback',
      record,
      reference: record.rrn ?? record.transactionReference ?? '',
      detail: record.customerEmail,
      amount: record.amount,
      currency: record.currency,
      status: record.status,
      date: record.dateCreated,
    }));
}

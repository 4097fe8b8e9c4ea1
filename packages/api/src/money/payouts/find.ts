import type { ReadOptions } from '../../core/http';
import { holdsReference } from '../../shell/search/referenceShape';
import { firstFound } from '../../shell/search/firstFound';
import type { FoundOf } from '../../shell/search/schemas';
import { fetchPayoutHistory } from './client';

/** Payouts by payout or batch reference, among every payout (the list has no such filter). */
export async function findPayouts(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'payout'>[]> {
  const records = (await fetchPayoutHistory(undefined, options)).items.filter((record) =>
    holdsReference([record.payoutReference, record.batchReference], text),
  );
  return firstFound('payout', records, (record) => ({
    reference: record.payoutReference ?? record.batchReference ?? '',
    detail: record.recipientName,
    amount: record.amount,
    currency: record.debitCurrency,
    status: record.status,
    date: record.dateInitiated,
  }));
}

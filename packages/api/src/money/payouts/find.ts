import type { ReadOptions } from '../../core/http';
import { holdsReference, RECORDS_PER_KIND } from '../../shell/search/referenceShape';
import type { FoundOf } from '../../shell/search/schemas';
import { fetchPayoutHistory } from './client';

/** Payouts by payout or batch reference, among every payout (the list has no such filter). */
export async function findPayouts(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'payout'>[]> {
  return (await fetchPayoutHistory(undefined, options)).items
    .filter((record) => holdsReference([record.payoutReference, record.batchReference], text))
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'payout',
      record,
      reference: record.payoutReference ?? record.batchReference ?? '',
      detail: record.recipientName,
      amount: record.amount,
      currency: record.debitCurrency,
      status: record.status,
      date: record.dateInitiated,
    }));
}

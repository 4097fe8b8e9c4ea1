import type { ReadOptions } from '../../core/http';
import { holdsReference, RECORDS_PER_KIND } from '../../shell/search/referenceShape';
import type { FoundOf } from '../../shell/search/schemas';
import { fetchSettlements } from './client';

/** Settlements by reference, among every settlement (the export's call; no such filter). */
export async function findSettlements(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'settlement'>[]> {
  return (await fetchSettlements({ exportAll: true }, options)).items
    .filter((record) => holdsReference([record.transactionReference], text))
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'settlement',
      record,
      reference: record.transactionReference ?? '',
      detail: record.subsidiaryName,
      amount: record.transactionAmount,
      currency: record.currency,
      status: record.settlementStatus,
      date: record.dateCreated,
    }));
}

import type { ReadOptions } from '../../core/http';
import { holdsReference } from '../../shell/search/referenceShape';
import { firstFound } from '../../shell/search/firstFound';
import type { FoundOf } from '../../shell/search/schemas';
import { fetchSettlements } from './client';

/** Settlements by reference, among every settlement (the export's call; no such filter). */
export async function findSettlements(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'settlement'>[]> {
  const records = (await fetchSettlements({ exportAll: true }, options)).items.filter((record) =>
    holdsReference([record.transactionReference], text),
  );
  return firstFound('settlement', records, (record) => ({
    reference: record.transactionReference ?? '',
    detail: record.subsidiaryName,
    amount: record.transactionAmount,
    currency: record.currency,
    status: record.settlementStatus,
    date: record.dateCreated,
  }));
}

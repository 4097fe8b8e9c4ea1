import { fetchChargebacks, type ChargebackListItem } from '@merchant/api';
import type { MoneyRecordRow } from '@merchant/screens';

/** A chargeback as the money notices compare and show it: treating it changes its status. */
const toChargebackRecord = (row: ChargebackListItem): MoneyRecordRow => ({
  id: row.id,
  recordedAt: row.dateCreated ?? '',
  recipient: row.customerEmail ?? '',
  account: row.rrn ?? row.transactionReference ?? row.id,
  amount: row.amount,
  currency: row.currency ?? '',
  status: row.status,
});

/** Every chargeback read afresh: a treated one is found by its id, wherever it is listed. */
export async function loadChargebackRecords(): Promise<MoneyRecordRow[]> {
  return (await fetchChargebacks({ exportAll: true })).items.map(toChargebackRecord);
}

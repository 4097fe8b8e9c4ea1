import type { RecordKind } from '@merchant/api';
import type { ListRecordSearch } from './listRecordSearch';

/** Each kind's list, whose route module says how the search finds and opens its records. */
const LISTS: { [Kind in RecordKind]: () => Promise<{ recordSearch: ListRecordSearch<Kind> }> } = {
  transaction: () => import('../../transactions/transaction-list'),
  refund: () => import('../../refunds/refund-list'),
  payout: () => import('../../money/payouts'),
  settlement: () => import('../../money/settlements'),
  chargeback: () => import('../../chargebacks/chargeback-list'),
  customer: () => import('../../customers/customers'),
  paymentLink: () => import('../../paymentLinks/payment-links'),
  invoice: () => import('../../invoices/invoices'),
};

/** The search's part of a kind's list: its code loads the first time that kind is asked. */
export async function listSearch<Kind extends RecordKind>(
  kind: Kind,
): Promise<ListRecordSearch<Kind>> {
  const load: () => Promise<{ recordSearch: ListRecordSearch<Kind> }> = LISTS[kind];
  return (await load()).recordSearch;
}

import { fetchRefunds, type Refund } from '@merchant/api';
import type { MoneyRecordRow } from '@merchant/screens';

/** A refund of the list as the money notices compare and show it. */
function toRefundRecord(row: Refund): MoneyRecordRow {
  return {
    id: row.refundReference ?? row.id ?? `${row.orderReference}-${row.dateCreated}`,
    recordedAt: row.dateCreated,
    recipient: row.customerEmail ?? '',
    // A refund is asked for by payment reference; a list without it names the order. Either
    // identifies the transaction, so both are matched.
    account: row.transactionReference ?? row.orderReference ?? '',
    references: [row.transactionReference, row.orderReference].filter(
      (reference): reference is string => Boolean(reference),
    ),
    amount: row.refundAmount,
    currency: row.currency ?? '',
    status: row.refundStatus,
  };
}

/** The newest refunds read afresh: what a refund is compared against. */
export async function loadRefundRecords(): Promise<MoneyRecordRow[]> {
  return (await fetchRefunds({ limit: 50 })).items.map(toRefundRecord);
}

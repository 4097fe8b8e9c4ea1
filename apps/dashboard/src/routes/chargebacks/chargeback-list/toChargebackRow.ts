import type { ChargebackListItem } from '@merchant/api';
import type { ChargebackRow } from '@merchant/screens';

/** A list item as the screen reads it; amounts fall back to NGN (part 2 section 9). */
export function toChargebackRow(item: ChargebackListItem): ChargebackRow {
  return {
    id: item.id,
    amount: item.amount,
    currency: item.currency ?? 'NGN',
    status: item.status,
    balance: item.balance,
    orderReference: item.transactionReference,
    paymentReference: item.rrn,
    dueDate: item.dueDate,
    dateCreated: item.dateCreated,
    customerEmail: item.customerEmail,
  };
}

import { fetchInvoices } from '@merchant/api';
import type { MoneyRecordRow } from '@merchant/screens';

/** The invoices read afresh, newest first, as the money notices compare and show them. */
export async function loadInvoiceRecords(): Promise<MoneyRecordRow[]> {
  return (await fetchInvoices()).map((row) => ({
    id: row.reference,
    // The invoice list carries no record time.
    recordedAt: '',
    recipient: '',
    // The invoice list names no customer: its title stands for who is billed.
    account: row.title,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
  }));
}

import type { InvoiceCurrency, InvoiceRow } from './types';

function buildInvoice(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: 'inv-1',
    title: 'Board meeting lunch',
    reference: 'INV-0001',
    currency: 'NGN',
    amount: 82_000,
    dueDate: '2024-03-30',
    status: 'Initiated',
    payment_link: 'tok_abc123',
    ...overrides,
  };
}

/** One invoice per status the API sends: Paid, Unpaid, Pending. */
export const invoicePerStatus: InvoiceRow[] = [
  buildInvoice({ id: 'inv-1', reference: 'INV-0001', status: 'Successful' }),
  buildInvoice({ id: 'inv-2', reference: 'INV-0002', status: 'Initiated', currency: 'USD' }),
  buildInvoice({
    id: 'inv-3',
    reference: 'INV-0003',
    status: 'Awaiting-Confirmation',
    payment_link: undefined,
  }),
];

export const invoiceCurrencies: InvoiceCurrency[] = [
  { id: '1', shortName: 'NGN', name: 'Naira' },
  { id: '2', shortName: 'USD', name: 'US Dollar' },
];

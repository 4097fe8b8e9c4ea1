import type { ExportColumn } from '../types';

/** A payment as a list shows it: dates and Naira amounts already formatted, as the columns do. */
interface Payment {
  date: string;
  reference: string;
  customer: string;
  phone: string;
  amount: number;
  amountText: string;
  narration: string | null;
  settled: boolean;
}

/**
 * The golden files' rows (payments.csv, .xls, .xlsx): formula-like text in every place a
 * spreadsheet would run it, Naira amounts as numbers and as text, dates, quotes and commas,
 * empty cells.
 */
export const goldenPayments: readonly Payment[] = [
  {
    date: '3 Dec 2026, 09:15',
    reference: 'PAY-0001',
    customer: 'Ada Obi',
    phone: '+234 803 123 4567',
    amount: 1500.5,
    amountText: '₦1,500.50',
    narration: 'School fees',
    settled: true,
  },
  {
    date: '2 Dec 2026, 18:40',
    reference: 'PAY-0002',
    customer: '=SUM(A1)',
    phone: '+2348031234567',
    amount: -20,
    amountText: '-₦20.00',
    narration: '=HYPERLINK("http://evil.example")',
    settled: false,
  },
  {
    date: '1 Dec 2026, 00:00',
    reference: 'PAY-0003',
    customer: 'Okafor, Chidi',
    phone: '@cmd',
    amount: 0,
    amountText: '₦0.00',
    narration: null,
    settled: true,
  },
  {
    date: '30 Nov 2026, 23:59',
    reference: '-1,500.25',
    customer: 'Ngozi "Nne" Eze',
    phone: '\t=1+1',
    amount: 2500000,
    amountText: '₦2,500,000.00',
    narration: ' +1-2 line\nbreak',
    settled: false,
  },
  {
    date: '29 Nov 2026, 12:00',
    reference: 'PAY-0005',
    customer: '＝1+1',
    phone: '0803 123 4567',
    amount: Number.NaN,
    amountText: '',
    narration: 'ada@example.com',
    settled: true,
  },
];

/** The columns of the golden files, as a list's export writes them. */
export const goldenColumns: ReadonlyArray<ExportColumn<Payment>> = [
  { header: 'Date', value: (row) => row.date },
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Amount (NGN)', value: (row) => row.amount },
  { header: 'Amount', value: (row) => row.amountText },
  { header: 'Narration', value: (row) => row.narration },
  { header: 'Settled', value: (row) => row.settled },
];

import { formatDate, money } from '../../format';
import type { DataTableColumn } from './DataTable.types';

/** A transaction row as the transactions list shows it (a subset of the API's order). */
export interface SampleTransaction {
  id: string;
  dateCreated: string;
  customerName: string;
  customerEmail: string;
  paymentReference: string;
  amount: number;
  currency: string;
  orderStatus: 'Successful' | 'Initiated' | 'Awaiting-Confirmation' | 'Pending' | 'Failed';
}

const FIRST = [
  'Ada',
  'Chidi',
  'Bola',
  'Emeka',
  'Ngozi',
  'Tunde',
  'Zainab',
  'Ifeoma',
  'Segun',
  'Amaka',
];
const LAST = ['Obi', 'Okafor', 'Adeyemi', 'Eze', 'Balogun', 'Nwosu', 'Bello', 'Okoro', 'Lawal'];
const STATUSES: ReadonlyArray<SampleTransaction['orderStatus']> = [
  'Successful',
  'Initiated',
  'Awaiting-Confirmation',
  'Pending',
  'Failed',
];

/** One transaction with sensible defaults; pass overrides for the fields a story cares about. */
export function makeTransaction(overrides: Partial<SampleTransaction> = {}): SampleTransaction {
  return {
    id: 'txn-1',
    dateCreated: '2024-03-05T14:07:09',
    customerName: 'Ada Obi',
    customerEmail: 'ada.obi@example.com',
    paymentReference: 'PAY-000001',
    amount: 150_000,
    currency: 'NGN',
    orderStatus: 'Successful',
    ...overrides,
  };
}

/**
 * `count` distinct transactions, the same on every run (a fixed pseudo-random sequence), newest
 * first as the API lists them.
 */
export function makeTransactions(count: number): SampleTransaction[] {
  let seed = 20240305;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const start = new Date(2024, 2, 5, 18, 0, 0).getTime();
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[Math.floor(next() * FIRST.length)] ?? 'Ada';
    const last = LAST[Math.floor(next() * LAST.length)] ?? 'Obi';
    const date = new Date(start - i * 17 * 60_000 - Math.floor(next() * 60_000));
    return makeTransaction({
      id: `txn-${i + 1}`,
      dateCreated: formatDate(date, 'YYYY-MM-DDTHH:mm:ss'),
      customerName: `${first} ${last}`,
      customerEmail: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      paymentReference: `PAY-${String(i + 1).padStart(6, '0')}`,
      amount: Math.round(next() * 5_000_000) / 100,
      orderStatus: STATUSES[Math.floor(next() * STATUSES.length)] ?? 'Successful',
    });
  });
}

/** The transactions list's columns. */
export const transactionColumns: ReadonlyArray<DataTableColumn<SampleTransaction>> = [
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Date',
    value: (row) => row.dateCreated,
    cell: (row) => formatDate(row.dateCreated, 'transaction'),
    sortable: true,
    sortKind: 'date',
    searchable: false,
  },
  {
    id: 'customerName',
    header: 'Customer',
    value: (row) => row.customerName,
    sortable: true,
  },
  { id: 'customerEmail', header: 'Email', value: (row) => row.customerEmail, sortable: true },
  {
    id: 'paymentReference',
    kind: 'reference',
    header: 'Reference',
    value: (row) => row.paymentReference,
  },
  {
    id: 'amount',
    kind: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    cell: (row) => money(row.amount, row.currency),
    sortable: true,
    sortKind: 'number',
    searchable: false,
  },
  {
    id: 'orderStatus',
    kind: 'status',
    header: 'Status',
    value: (row) => row.orderStatus,
    sortable: true,
  },
];

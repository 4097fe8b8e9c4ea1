import { StatusBadge, formatDate, money, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../list';
import { invoiceStatusMap } from './status';
import type { InvoiceRow } from './types';

/** The Invoices table of part 1 ("Table columns"); Action is the row menu. */
export const invoiceColumns: readonly ListColumn<InvoiceRow>[] = [
  { id: 'title', header: 'Title', text: (row) => row.title, sortable: true },
  {
    id: 'reference',
    kind: 'reference',
    header: 'Reference',
    text: (row) => row.reference,
    sortable: true,
  },
  {
    id: 'amount',
    kind: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    text: (row) => money(row.amount, row.currency),
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'dueDate',
    kind: 'date',
    header: 'Due date',
    value: (row) => row.dueDate,
    text: (row) => formatDate(row.dueDate, 'invoiceDueDate'),
    sortable: true,
    sortKind: 'date',
  },
  {
    id: 'status',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(invoiceStatusMap, row.status).label,
    cell: (row) => <StatusBadge status={row.status} map={invoiceStatusMap} />,
    sortable: true,
  },
];

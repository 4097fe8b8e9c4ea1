import { amountColumn, dateColumn, referenceColumn, statusColumn, textColumn } from '../list';
import type { ListColumn } from '../list';
import { invoiceStatusMap } from './status';
import type { InvoiceRow } from './types';

/** The Invoices table of part 1 ("Table columns"); Action is the row menu. */
export const invoiceColumns: readonly ListColumn<InvoiceRow>[] = [
  textColumn('title', 'Title'),
  referenceColumn('reference', 'Reference'),
  amountColumn('amount', 'Amount', (row) => row.currency),
  dateColumn('dueDate', 'Due date', 'invoiceDueDate'),
  statusColumn('status', 'Status', invoiceStatusMap),
];

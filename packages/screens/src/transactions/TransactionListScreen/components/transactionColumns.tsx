import { StatusBadge, formatDate, money, type DataTableColumn } from '@merchant/ui';
import { orderStatusMap } from '../../status';
import type { TransactionRow } from '../../types';

/**
 * The Transactions table of part 1 ("Table columns"), without Action, which the DataTable adds
 * as its row menu. Amounts are in the row's currency (part 1 section 9).
 */
export const transactionColumns: ReadonlyArray<DataTableColumn<TransactionRow>> = [
  {
    id: 'dateCreated',
    header: 'Date',
    value: (row) => row.dateCreated,
    cell: (row) => formatDate(row.dateCreated, 'transaction'),
    sortable: true,
    sortKind: 'date',
  },
  {
    id: 'customerEmail',
    header: 'Email',
    value: (row) => row.customerEmail,
    sortable: true,
  },
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    cell: (row) => money(row.amount, row.currency),
    sortable: true,
    sortKind: 'number',
    align: 'end',
  },
  {
    id: 'settlementAmount',
    header: 'Settlement Amount',
    value: (row) => row.settlementAmount,
    cell: (row) =>
      row.settlementAmount === undefined ? 'N/A' : money(row.settlementAmount, row.currency),
    sortable: true,
    sortKind: 'number',
    align: 'end',
  },
  {
    id: 'paymentTypeName',
    header: 'Payment method',
    value: (row) => row.paymentTypeName,
    sortable: true,
  },
  {
    id: 'paymentReference',
    header: 'Reference',
    value: (row) => row.paymentReference,
    sortable: true,
  },
  {
    id: 'orderStatus',
    header: 'Status',
    value: (row) => row.orderStatus,
    cell: (row) => <StatusBadge status={row.orderStatus} map={orderStatusMap} />,
    sortable: true,
  },
];

import { StatusBadge, formatDate, money, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../../../list';
import { orderStatusMap } from '../../status';
import type { TransactionRow } from '../../types';

/**
 * The Transactions table of part 1 ("Table columns"), without Action, which the table adds as
 * its row menu. Amounts are in the row's currency (part 1 section 9). The export writes the
 * same texts, so a missing settlement amount reads 'N/A' in both.
 */
export const transactionColumns: ReadonlyArray<ListColumn<TransactionRow>> = [
  {
    id: 'dateCreated',
    kind: 'date',
    header: 'Date',
    value: (row) => row.dateCreated,
    text: (row) => formatDate(row.dateCreated, 'transaction'),
    sortable: true,
    sortKind: 'date',
  },
  {
    id: 'customerEmail',
    header: 'Email',
    text: (row) => row.customerEmail ?? '',
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
    id: 'settlementAmount',
    kind: 'amount',
    header: 'Settlement Amount',
    value: (row) => row.settlementAmount,
    text: (row) =>
      row.settlementAmount === undefined ? 'N/A' : money(row.settlementAmount, row.currency),
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'paymentTypeName',
    header: 'Payment method',
    text: (row) => row.paymentTypeName ?? '',
    sortable: true,
  },
  {
    id: 'paymentReference',
    kind: 'reference',
    header: 'Reference',
    text: (row) => row.paymentReference,
    sortable: true,
  },
  {
    id: 'orderStatus',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(orderStatusMap, row.orderStatus).label,
    cell: (row) => <StatusBadge status={row.orderStatus} map={orderStatusMap} />,
    sortable: true,
  },
];

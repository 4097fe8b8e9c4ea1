import { StatusBadge, formatDate, money, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../list';
import { refundStatusMap } from './status';
import type { RefundRow } from './types';

// Part 1 section 9: "refunds a long form" of date, and "refund amounts are always shown as NGN".
const date: ListColumn<RefundRow> = {
  id: 'dateCreated',
  kind: 'date',
  header: 'Date',
  value: (row) => row.dateCreated,
  text: (row) => formatDate(row.dateCreated, 'detail'),
  sortable: true,
  sortKind: 'date',
};
const status: ListColumn<RefundRow> = {
  id: 'refundStatus',
  kind: 'status',
  header: 'Status',
  text: (row) => resolveStatus(refundStatusMap, row.refundStatus).label,
  cell: (row) => <StatusBadge status={row.refundStatus} map={refundStatusMap} />,
  sortable: true,
};
const refundAmount = (header: string): ListColumn<RefundRow> => ({
  id: 'refundAmount',
  kind: 'amount',
  header,
  value: (row) => row.refundAmount,
  text: (row) => money(row.refundAmount, 'NGN'),
  sortable: true,
  sortKind: 'number',
});
const reference = (header: string): ListColumn<RefundRow> => ({
  id: 'orderReference',
  kind: 'reference',
  header,
  text: (row) => row.orderReference ?? '',
  sortable: true,
});

/** /dashboard/business/refunds, part 1 "Table columns" (Action is the row menu). */
export const refundColumns: readonly ListColumn<RefundRow>[] = [
  date,
  {
    id: 'customerEmail',
    header: 'Customer Email',
    text: (row) => row.customerEmail ?? '',
    sortable: true,
  },
  {
    id: 'amount',
    kind: 'amount',
    header: 'Transaction Amount',
    value: (row) => row.amount,
    text: (row) => money(row.amount, row.currency ?? 'NGN'),
    sortable: true,
    sortKind: 'number',
  },
  refundAmount('Refund Amount'),
  reference('Reference'),
  status,
];

/** /dashboard/refunds, part 2 "Refund screens in this area" (action is the row menu). */
export const refundLogColumns: readonly ListColumn<RefundRow>[] = [
  refundAmount('Amount'),
  {
    id: 'customerId',
    kind: 'reference',
    header: 'Customer ID',
    text: (row) => row.customerId ?? '',
    sortable: true,
  },
  reference('Transaction reference'),
  date,
  status,
];

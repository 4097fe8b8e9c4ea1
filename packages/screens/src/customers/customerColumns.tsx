import { StatusBadge, formatDate, money, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../list';
import { customerOrderStatusMap, customerStatusMap } from './status';
import type { CustomerOrderRow, CustomerRow } from './types';

/** Part 1 "Table columns": Name, Email, Mobile Number, Country, Status (Action is the row menu). */
export const customerColumns: readonly ListColumn<CustomerRow>[] = [
  { id: 'customerName', header: 'Name', text: (row) => row.customerName, sortable: true },
  { id: 'emailAddress', header: 'Email', text: (row) => row.emailAddress, sortable: true },
  {
    id: 'mobileNumber',
    kind: 'reference',
    header: 'Mobile Number',
    text: (row) => row.mobileNumber ?? '',
  },
  { id: 'countryName', header: 'Country', text: (row) => row.countryName ?? '', sortable: true },
  {
    id: 'status',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(customerStatusMap, row.status).label,
    cell: (row) => <StatusBadge status={row.status} map={customerStatusMap} />,
    sortable: true,
  },
];

/** The customer's Transactions: the orders' date, money, channel, reference and status. */
export const customerOrderColumns: readonly ListColumn<CustomerOrderRow>[] = [
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
  { id: 'channel', header: 'Channel', text: (row) => row.paymentTypeName ?? '', sortable: true },
  {
    id: 'paymentReference',
    kind: 'reference',
    header: 'Reference',
    text: (row) => row.paymentReference,
  },
  {
    id: 'orderStatus',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(customerOrderStatusMap, row.orderStatus).label,
    cell: (row) => <StatusBadge status={row.orderStatus} map={customerOrderStatusMap} />,
    sortable: true,
  },
];

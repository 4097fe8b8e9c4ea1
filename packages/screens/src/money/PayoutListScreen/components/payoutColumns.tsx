import { StatusBadge, formatDate, money, orNA, resolveStatus } from '@merchant/ui';
import type { ListColumn } from '../../../list';
import { payoutStatusMap } from '../../../payouts/status';
import type { PayoutRow } from '../../types';

const amountIn = (value: number | undefined, row: PayoutRow) =>
  money(value ?? 0, row.debitCurrency ?? 'NGN');

/** Each payout column once; the two lists order and name them as the spec does. */
const column = {
  date: {
    id: 'dateInitiated',
    kind: 'date',
    header: 'Payout date',
    value: (row) => row.dateInitiated,
    text: (row) => formatDate(row.dateInitiated, 'detail'),
    sortable: true,
    sortKind: 'date',
  },
  recipient: {
    id: 'recipientName',
    header: 'Recipient',
    text: (row) => orNA(row.recipientName),
    sortable: true,
  },
  account: {
    id: 'accountNumber',
    kind: 'reference',
    header: 'Beneficiary Number',
    text: (row) => orNA(row.accountNumber),
  },
  amount: {
    id: 'amount',
    kind: 'amount',
    header: 'Total Amount',
    value: (row) => row.amount,
    text: (row) => amountIn(row.amount, row),
    sortable: true,
    sortKind: 'number',
  },
  transferType: {
    id: 'transferType',
    header: 'Transfer Type',
    text: (row) => orNA(row.transferType),
  },
  type: { id: 'type', header: 'Type', text: (row) => orNA(row.type) },
  fee: {
    id: 'fee',
    kind: 'amount',
    header: 'Fee',
    value: (row) => row.fee,
    text: (row) => amountIn(row.fee, row),
  },
  status: {
    id: 'status',
    kind: 'status',
    header: 'Status',
    text: (row) => resolveStatus(payoutStatusMap, row.status).label,
    cell: (row) => <StatusBadge status={row.status} map={payoutStatusMap} />,
    sortable: true,
  },
} satisfies Record<string, ListColumn<PayoutRow>>;

/** The account payouts page (part 2 section 2); the row menu is its Action column. */
export const payoutColumns: readonly ListColumn<PayoutRow>[] = [
  column.date,
  column.recipient,
  column.account,
  column.amount,
  column.transferType,
  column.type,
  column.fee,
  column.status,
];

/** The transfers list: date initiated, recipient, account number, type, transfer type, amount, fee, status. */
export const transferColumns: readonly ListColumn<PayoutRow>[] = [
  { ...column.date, header: 'Date initiated' },
  column.recipient,
  { ...column.account, header: 'Account number' },
  column.type,
  column.transferType,
  { ...column.amount, header: 'Amount' },
  column.fee,
  column.status,
];

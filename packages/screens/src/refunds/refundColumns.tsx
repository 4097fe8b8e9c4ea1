import { amountColumn, dateColumn, referenceColumn, statusColumn, textColumn } from '../list';
import type { ListColumn } from '../list';
import { refundStatusMap } from './status';
import type { RefundRow } from './types';

// Part 1 section 9: "refunds a long form" of date, and "refund amounts are always shown as NGN".
const date = dateColumn<RefundRow>('dateCreated', 'Date', 'detail');
const status = statusColumn<RefundRow>('refundStatus', 'Status', refundStatusMap);
const refundAmount = (header: string) => amountColumn<RefundRow>('refundAmount', header, 'NGN');
const reference = (header: string) => referenceColumn<RefundRow>('orderReference', header);

/** /dashboard/business/refunds, part 1 "Table columns" (Action is the row menu). */
export const refundColumns: readonly ListColumn<RefundRow>[] = [
  date,
  textColumn('customerEmail', 'Customer Email'),
  amountColumn('amount', 'Transaction Amount', (row) => row.currency ?? 'NGN'),
  refundAmount('Refund Amount'),
  reference('Reference'),
  status,
];

/** /dashboard/refunds, part 2 "Refund screens in this area" (action is the row menu). */
export const refundLogColumns: readonly ListColumn<RefundRow>[] = [
  refundAmount('Amount'),
  referenceColumn('customerId', 'Customer ID'),
  reference('Transaction reference'),
  date,
  status,
];

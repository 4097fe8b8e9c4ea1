import { StatusBadge, formatAmount, formatCount } from '@merchant/ui';
import { textColumn, type ListColumn } from '../list';
import { paymentLinkStatus, paymentLinkStatusMap } from './status';
import type { PaymentLinkRow } from './types';

/** Part 1 section 3: "limit (optional; shown as 'No limit' when absent)". */
const NO_LIMIT = 'No limit';

/** How the authentication option reads, in the create form and the details. */
export const AUTH_LABEL = 'Authentication required';
export const NO_AUTH_LABEL = 'No authentication';
export const authOptionText = (row: PaymentLinkRow) =>
  row.authOption && (row.authOption === 'AUTH' ? AUTH_LABEL : NO_AUTH_LABEL);

/** The type's name, else its code. */
export const paymentLinkTypeText = (row: PaymentLinkRow) => row.typeName ?? row.paymentType ?? '';
/** A link without an amount lets the payer choose; the spec names no text for it, so 'N/A'. */
export const paymentLinkAmountText = (row: PaymentLinkRow) =>
  row.amount === undefined ? 'N/A' : formatAmount(row.amount);
export const paymentLinkLimitText = (row: PaymentLinkRow) =>
  row.limit === undefined ? NO_LIMIT : formatCount(row.limit);

/** Part 1 "Table columns": Link Name, Type, Limit, Amount, Currency, Status (Action is the row menu). */
export const paymentLinkColumns: readonly ListColumn<PaymentLinkRow>[] = [
  textColumn('name', 'Link Name'),
  { id: 'type', header: 'Type', text: paymentLinkTypeText, sortable: true },
  {
    id: 'limit',
    kind: 'amount',
    header: 'Limit',
    value: (row) => row.limit,
    text: paymentLinkLimitText,
    sortable: true,
    sortKind: 'number',
  },
  {
    id: 'amount',
    kind: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    text: paymentLinkAmountText,
    sortable: true,
    sortKind: 'number',
  },
  textColumn('currency', 'Currency'),
  {
    id: 'status',
    kind: 'status',
    header: 'Status',
    text: (row) => paymentLinkStatus(row.isActive),
    cell: (row) => (
      <StatusBadge status={paymentLinkStatus(row.isActive)} map={paymentLinkStatusMap} />
    ),
    sortable: true,
  },
];

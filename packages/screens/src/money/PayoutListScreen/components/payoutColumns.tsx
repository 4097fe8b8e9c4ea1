import type { ListColumn } from '../../../list';
import { amountColumn, dateColumn, referenceColumn, statusColumn, textColumn } from '../../../list';
import { payoutStatusMap } from '../../payouts/status';
import type { PayoutRow } from '../../types';

const currency = (row: PayoutRow) => row.debitCurrency ?? 'NGN';

/** Each payout column once; the two lists order and name them as the spec does. */
const column = {
  date: dateColumn<PayoutRow>('dateInitiated', 'Payout date', 'detail'),
  recipient: textColumn<PayoutRow>('recipientName', 'Recipient', { orNA: true }),
  account: referenceColumn<PayoutRow>('accountNumber', 'Beneficiary Number', {
    orNA: true,
    sortable: false,
  }),
  amount: amountColumn<PayoutRow>('amount', 'Total Amount', currency),
  transferType: textColumn<PayoutRow>('transferType', 'Transfer Type', {
    orNA: true,
    sortable: false,
  }),
  type: textColumn<PayoutRow>('type', 'Type', { orNA: true, sortable: false }),
  fee: amountColumn<PayoutRow>('fee', 'Fee', currency, { sortable: false }),
  status: statusColumn<PayoutRow>('status', 'Status', payoutStatusMap),
};

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

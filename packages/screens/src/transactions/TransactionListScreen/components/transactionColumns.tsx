import { amountColumn, dateColumn, referenceColumn, statusColumn, textColumn } from '../../../list';
import type { ListColumn } from '../../../list';
import { transactionStatusMap } from '../../status';
import type { TransactionRow } from '../../types';

const currency = (row: TransactionRow) => row.currency;

/**
 * The Transactions table of part 1 ("Table columns"), without Action, which the table adds as
 * its row menu. Amounts are in the row's currency (part 1 section 9). The export writes the
 * same texts, so a missing settlement amount reads 'N/A' in both.
 */
export const transactionColumns: ReadonlyArray<ListColumn<TransactionRow>> = [
  dateColumn('dateCreated', 'Date', 'transaction'),
  textColumn('customerEmail', 'Email'),
  amountColumn('amount', 'Amount', currency),
  amountColumn('settlementAmount', 'Settlement Amount', currency, { orNA: true }),
  textColumn('paymentTypeName', 'Payment method'),
  referenceColumn('paymentReference', 'Reference'),
  statusColumn('orderStatus', 'Status', transactionStatusMap),
];

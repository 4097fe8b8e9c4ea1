import type { MenuItem } from '@merchant/ui';
import { isRefundableStatus } from '../../status';
import type { TransactionRow } from '../../types';

export interface TransactionActionHandlers {
  /** Opens the details page of the row. */
  onViewDetails: (row: TransactionRow) => void;
  /** Opens the refund form of the row. */
  onRefund: (row: TransactionRow) => void;
}

/** A row's menu: 'View details', and 'Refund' only when the transaction is Successful. */
export function transactionActions(
  row: TransactionRow,
  { onViewDetails, onRefund }: TransactionActionHandlers,
): MenuItem[] {
  const items: MenuItem[] = [{ label: 'View details', onSelect: () => onViewDetails(row) }];
  if (isRefundableStatus(row.orderStatus))
    items.push({ label: 'Refund', onSelect: () => onRefund(row) });
  return items;
}

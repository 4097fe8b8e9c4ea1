import type { MenuItem } from '@merchant/ui';
import { isRefundableStatus } from '../../status';
import type { TransactionRow } from '../../types';

export interface TransactionActionHandlers {
  /** Opens the details page of the row. */
  onViewDetails: (row: TransactionRow) => void;
  /** Opens the refund form of the row. */
  onRefund: (row: TransactionRow) => void;
  /** Why 'Refund' is disabled (offline), shown under it; undefined while it can be chosen. */
  refundBlocked?: string;
}

/**
 * A row's menu: 'View details', and 'Refund' only when the transaction is Successful, disabled
 * with its reason while it cannot be sent.
 */
export function transactionActions(
  row: TransactionRow,
  { onViewDetails, onRefund, refundBlocked }: TransactionActionHandlers,
): MenuItem[] {
  const items: MenuItem[] = [{ label: 'View details', onSelect: () => onViewDetails(row) }];
  if (isRefundableStatus(row.orderStatus))
    items.push({
      label: 'Refund',
      onSelect: () => onRefund(row),
      disabled: refundBlocked !== undefined,
      description: refundBlocked,
    });
  return items;
}

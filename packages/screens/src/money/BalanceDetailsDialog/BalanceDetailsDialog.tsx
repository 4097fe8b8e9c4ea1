import { DescriptionList, Modal, StatusBadge, formatDate, money } from '@merchant/ui';
import { balanceDirectionMap } from '../balance/status';
import type { BalanceHistoryRow } from '../types';

/** Part 2 section 9: "the balance details modal uses NGN". */
const DETAIL_CURRENCY = 'NGN';

export interface BalanceDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** The balance history item. */
  item: BalanceHistoryRow;
}

/** 'Balance Details': Date, Amount, Direction, Balance, Details (remarks), Reference#. */
export function BalanceDetailsDialog({ open, onClose, item }: BalanceDetailsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="md" title="Balance Details">
      <DescriptionList
        items={[
          { label: 'Date', value: formatDate(item.dateCreated, 'detail') },
          { label: 'Amount', value: money(item.amount, DETAIL_CURRENCY) },
          {
            label: 'Direction',
            value: <StatusBadge status={item.direction} map={balanceDirectionMap} />,
          },
          { label: 'Balance', value: money(item.balance, DETAIL_CURRENCY) },
          { label: 'Details', value: item.remarks },
          { label: 'Reference#', value: item.reference },
        ]}
      />
    </Modal>
  );
}

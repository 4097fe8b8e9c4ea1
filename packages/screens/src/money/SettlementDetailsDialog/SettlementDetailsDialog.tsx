import { DescriptionList, Modal, StatusBadge, formatDate, money } from '@merchant/ui';
import { settlementStatusMap } from '../../settlements/status';
import type { SettlementRow } from '../types';

/** Part 2 section 2: the transaction amount in the detail modal is shown in NGN. */
const DETAIL_CURRENCY = 'NGN';

export interface SettlementDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** The settlement. */
  settlement: SettlementRow;
}

/** 'Settlement Details': date, status, subsidiary name, amount in NGN, fee, currency, reference. */
export function SettlementDetailsDialog({
  open,
  onClose,
  settlement,
}: SettlementDetailsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="md" title="Settlement Details">
      <DescriptionList
        items={[
          { label: 'Date', value: formatDate(settlement.dateCreated, 'detail') },
          {
            label: 'Status',
            value: <StatusBadge status={settlement.settlementStatus} map={settlementStatusMap} />,
          },
          { label: 'Subsidiary name', value: settlement.subsidiaryName },
          {
            label: 'Transaction amount',
            value: money(settlement.transactionAmount, DETAIL_CURRENCY),
          },
          { label: 'Fee', value: money(settlement.fee ?? 0, settlement.currency) },
          { label: 'Currency', value: settlement.currency },
          { label: 'Reference', value: settlement.transactionReference },
        ]}
      />
    </Modal>
  );
}

import { DescriptionList, Modal } from '@merchant/ui';
import type { ListColumn } from '../../list';
import { amountColumn, columnDetails, dateColumn, statusColumn, textColumn } from '../../list';
import { settlementStatusMap } from '../settlements/status';
import type { SettlementRow } from '../types';

/** Part 2 section 2: the transaction amount in the detail modal is shown in NGN. */
const DETAIL_CURRENCY = 'NGN';

/** Date, status, subsidiary name, amount in NGN, fee, currency, reference. */
const settlementDetails: readonly ListColumn<SettlementRow>[] = [
  dateColumn('dateCreated', 'Date', 'detail'),
  statusColumn('settlementStatus', 'Status', settlementStatusMap),
  textColumn('subsidiaryName', 'Subsidiary name'),
  amountColumn('transactionAmount', 'Transaction amount', DETAIL_CURRENCY),
  amountColumn('fee', 'Fee', (row) => row.currency),
  textColumn('currency', 'Currency'),
  textColumn('transactionReference', 'Reference'),
];

export interface SettlementDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** The settlement. */
  settlement: SettlementRow;
}

/** 'Settlement Details': the settlement's details, each as its list would write it. */
export function SettlementDetailsDialog({
  open,
  onClose,
  settlement,
}: SettlementDetailsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="md" title="Settlement Details">
      <DescriptionList items={columnDetails(settlementDetails, settlement)} />
    </Modal>
  );
}

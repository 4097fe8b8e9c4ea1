import { DescriptionList, Modal } from '@merchant/ui';
import { columnDetails } from '../../list';
import { rollingReserveColumns } from '../RollingReserveListScreen/rollingReserveColumns';
import type { RollingReserveRow } from '../types';

export interface RollingReserveDetailsDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop. */
  onClose: () => void;
  /** The reserve entry. */
  reserve: RollingReserveRow;
  /** The global currency the list follows. */
  currency: string;
}

/**
 * 'Rolling Reserve Details', the row's 'Action' (part 2 section 2 names the column, not its
 * content): the table's own columns, one per line, so the two never disagree.
 */
export function RollingReserveDetailsDialog({
  open,
  onClose,
  reserve,
  currency,
}: RollingReserveDetailsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} size="md" title="Rolling Reserve Details">
      <DescriptionList items={columnDetails(rollingReserveColumns(currency), reserve)} />
    </Modal>
  );
}

import { Modal } from '@merchant/ui';
import { MoneyOutcomeNotice } from './MoneyOutcomeNotice';
import type { MoneyNotice } from './types';

export interface MoneyOutcomeDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Close, Escape and the backdrop; nothing is sent. */
  onClose: () => void;
  /** The money dialog's own title ('Transfer', 'Refund transaction'), so it keeps its name. */
  title: string;
  /** What happened, and the matching rows of the reloaded list. */
  notice: MoneyNotice;
  /** The merchant saw the list and says the instruction is not there: send it again. */
  onConfirmNotSent: () => void;
}

/**
 * Takes a money dialog's place when its outcome is unknown, was recorded twice, or was just
 * sent: the form is gone, so the only way to send again is the explicit confirmation.
 */
export function MoneyOutcomeDialog({
  open,
  onClose,
  title,
  notice,
  onConfirmNotSent,
}: MoneyOutcomeDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <MoneyOutcomeNotice notice={notice} onConfirmNotSent={onConfirmNotSent} />
    </Modal>
  );
}

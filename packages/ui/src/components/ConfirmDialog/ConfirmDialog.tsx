import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Escape, the backdrop and Close; ignored while `confirming`. */
  onClose: () => void;
  /** The confirm button. */
  onConfirm: () => void;
  /** The question, e.g. 'ARE YOU SURE YOU WANT TO Resolve?'. */
  title: ReactNode;
  /** Optional detail under the title; it is the dialog's accessible description. */
  message?: ReactNode;
  /** Confirm button text. */
  confirmLabel?: string;
  /** Cancel button text. */
  cancelLabel?: string;
  /** `danger` paints the confirm button red for destructive actions. */
  tone?: 'default' | 'danger';
  /** The confirmed action is in flight: the confirm button spins and ignores clicks. */
  confirming?: boolean;
}

/**
 * Asks before an action (activate or deactivate a payment link, resolve or delete a beneficiary).
 * An `alertdialog` whose initial focus is Cancel, the harmless choice; while `confirming` it
 * cannot be submitted twice or dismissed.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  confirming = false,
}: ConfirmDialogProps) {
  const close = () => {
    if (!confirming) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={confirming} data-autofocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={confirming}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

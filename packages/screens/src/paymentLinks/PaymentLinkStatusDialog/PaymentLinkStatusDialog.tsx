import { ConfirmDialog } from '@merchant/ui';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { SubmitState } from '../../types';
import type { PaymentLinkRow, PaymentLinkStatusAction } from '../types';

export interface PaymentLinkStatusDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Escape and the backdrop (not while the change is sent). */
  onClose: () => void;
  /** Called once with the action asked about: 'disable' an active link, 'activate' another. */
  onConfirm: (action: PaymentLinkStatusAction) => void;
  /** The link to change, as its row showed it. */
  link: PaymentLinkRow;
  /** Progress of the status update; 'pending' spins Confirm and ignores clicks. */
  submitState: SubmitState;
}

/**
 * The confirmation before a link is deactivated or activated (part 1 section 4). The action is
 * chosen here from the link's status, and the same action is what onConfirm sends.
 */
export function PaymentLinkStatusDialog({
  open,
  onClose,
  onConfirm,
  link,
  submitState,
}: PaymentLinkStatusDialogProps) {
  const once = useSubmitOnce(submitState);
  const action: PaymentLinkStatusAction = link.isActive ? 'disable' : 'activate';
  const verb = link.isActive ? 'Deactivate' : 'Activate';
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={once(() => onConfirm(action))}
      title={`${verb} payment link?`}
      message={
        link.isActive
          ? `'${link.name}' will stop accepting payments until it is activated again.`
          : `'${link.name}' will accept payments again.`
      }
      confirmLabel={verb}
      tone={link.isActive ? 'danger' : 'default'}
      confirming={submitState === 'pending'}
    />
  );
}

import { ConfirmDialog } from '@merchant/ui';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { SubmitState } from '../../types';
import { customerStatusAction, type CustomerStatusAction } from '../status';
import type { CustomerRow } from '../types';

export interface CustomerStatusDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Escape and the backdrop (not while the change is sent). */
  onClose: () => void;
  /** Called once with the action asked about, chosen by the customer's current status. */
  onConfirm: (action: CustomerStatusAction) => void;
  /** The customer, as the row showed it. */
  customer: CustomerRow;
  /** Progress of the call; 'pending' spins the confirm button and ignores clicks. */
  submitState: SubmitState;
}

/** The confirmation before a customer is blacklisted or whitelisted (part 1 section 4). */
export function CustomerStatusDialog({
  open,
  onClose,
  onConfirm,
  customer,
  submitState,
}: CustomerStatusDialogProps) {
  const once = useSubmitOnce(submitState);
  const action = customerStatusAction(customer.status);
  const blacklist = action === 'blacklist';
  const who = `${customer.customerName} (${customer.emailAddress})`;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={once(() => onConfirm(action))}
      title={blacklist ? 'Blacklist customer?' : 'Whitelist customer?'}
      message={
        blacklist ? `${who} will be marked Blacklisted.` : `${who} will be marked Active again.`
      }
      confirmLabel={blacklist ? 'Blacklist' : 'Whitelist'}
      tone={blacklist ? 'danger' : 'default'}
      confirming={submitState === 'pending'}
    />
  );
}

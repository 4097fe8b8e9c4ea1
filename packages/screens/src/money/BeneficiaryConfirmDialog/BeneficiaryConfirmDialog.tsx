import { ConfirmDialog } from '@merchant/ui';
import type { BeneficiaryRow } from '../types';

/** The row menu's two actions. */
export type BeneficiaryAction = 'Resolve' | 'Delete';

export interface BeneficiaryConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Escape and the backdrop. */
  onClose: () => void;
  /** Resolve or Delete. */
  action: BeneficiaryAction;
  /** The beneficiary it applies to. */
  beneficiary: BeneficiaryRow;
  /** Runs the action. */
  onConfirm: (beneficiary: BeneficiaryRow) => void;
  /** The action is in flight. */
  confirming: boolean;
}

/** "a confirmation modal titled with the action ('ARE YOU SURE YOU WANT TO Resolve?' or 'Delete')". */
export function BeneficiaryConfirmDialog({
  open,
  onClose,
  action,
  beneficiary,
  onConfirm,
  confirming,
}: BeneficiaryConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => onConfirm(beneficiary)}
      title={`ARE YOU SURE YOU WANT TO ${action}?`}
      message={`${beneficiary.name}, ${beneficiary.type} ${beneficiary.accountNumber}${beneficiary.bankName ? `, ${beneficiary.bankName}` : ''}.`}
      confirmLabel={action}
      tone={action === 'Delete' ? 'danger' : 'default'}
      confirming={confirming}
    />
  );
}

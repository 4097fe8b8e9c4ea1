import { Modal } from '@merchant/ui';
import { FormTextField, FormTextarea } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { RefundLogValues } from '../types';
import { logRefundSchema } from './LogRefundDialog.schema';

export type LogRefundDialogProps = FormDialogProps<RefundLogValues>;

function LogRefundForm({ onClose, onSubmit, ...state }: Omit<LogRefundDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: logRefundSchema,
    defaultValues: { transactionReference: '', amount: '', reason: '' },
    onSubmit,
    ...state,
  });
  return (
    <DialogForm
      label="Log a single refund"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Log refund"
      offlineAction="log a refund"
      {...state}
    >
      <FormTextField
        control={control}
        name="transactionReference"
        label="Transaction reference"
        required
        autoComplete="off"
        data-autofocus
      />
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        required
        prefix="NGN"
        inputMode="decimal"
        autoComplete="off"
      />
      <FormTextarea control={control} name="reason" label="Reason" optional rows={3} />
    </DialogForm>
  );
}

/** 'Log a refund' → 'Log a single refund': one refund by its transaction reference. */
export function LogRefundDialog({ open, ...rest }: LogRefundDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="sm" title="Log a single refund">
      <LogRefundForm {...rest} />
    </Modal>
  );
}

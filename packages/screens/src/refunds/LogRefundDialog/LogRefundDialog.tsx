import { Modal, TextField, Textarea } from '@merchant/ui';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { RefundLogValues } from '../types';
import { logRefundSchema } from './LogRefundDialog.schema';

export type LogRefundDialogProps = FormDialogProps<RefundLogValues>;

function LogRefundForm({ onClose, onSubmit, ...state }: Omit<LogRefundDialogProps, 'open'>) {
  const {
    register,
    submit,
    formState: { errors },
  } = useDialogForm({
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
      {...state}
    >
      <TextField
        label="Transaction reference"
        required
        autoComplete="off"
        error={errors.transactionReference?.message}
        data-autofocus
        {...register('transactionReference')}
      />
      <TextField
        label="Amount"
        required
        prefix="NGN"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Textarea label="Reason" optional rows={3} {...register('reason')} />
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

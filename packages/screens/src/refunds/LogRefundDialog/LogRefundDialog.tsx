import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Modal, TextField, Textarea } from '@merchant/ui';
import { RefundActions, RefundForm } from '../../transactions/RefundDialog/RefundDialog.styles';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { SubmitState } from '../../types';
import type { RefundLogValues } from '../types';
import { logRefundSchema, type LogRefundFormValues } from './LogRefundDialog.schema';

export interface LogRefundDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the refund to log. */
  onSubmit: (values: RefundLogValues) => void;
  /** Progress of the request; 'pending' ignores further clicks. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'; the fields keep what was typed. */
  errorMessage?: string;
}

function LogRefundForm({ onClose, onSubmit, submitState, errorMessage }: LogRefundDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LogRefundFormValues, unknown, RefundLogValues>({
    mode: 'onTouched',
    defaultValues: { transactionReference: '', amount: '', reason: '' },
    resolver: zodResolver(logRefundSchema),
  });
  const pending = submitState === 'pending';
  const once = useSubmitOnce(submitState);
  return (
    <RefundForm
      noValidate
      aria-label="Log a single refund"
      onSubmit={handleSubmit(once((values: RefundLogValues) => onSubmit(values)))}
    >
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
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
      <RefundActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pending || isSubmitting}>
          Log refund
        </Button>
      </RefundActions>
    </RefundForm>
  );
}

/** 'Log a refund' → 'Log a single refund': one refund by its transaction reference. */
export function LogRefundDialog({ open, ...rest }: LogRefundDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="sm" title="Log a single refund">
      <LogRefundForm open={open} {...rest} />
    </Modal>
  );
}

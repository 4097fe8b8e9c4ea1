import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Modal, TextField, Textarea, money } from '@merchant/ui';
import type { SubmitState } from '../../types';
import type { RefundTransaction, RefundValues } from '../types';
import {
  canSubmitRefund,
  prefilledAmount,
  refundSchema,
  type RefundFormValues,
} from './RefundDialog.schema';
import { RefundActions, RefundForm } from './RefundDialog.styles';

export interface RefundDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the amount and reason; the app adds the order id and reference. */
  onSubmit: (values: RefundValues) => void;
  /** The transaction to refund; its amount prefills the form and caps the refund. */
  transaction: RefundTransaction;
  /** Progress of the refund; 'pending' makes the button busy and ignores further clicks. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
}

type RefundFormProps = Omit<RefundDialogProps, 'open'>;

function RefundFormBody({
  onClose,
  onSubmit,
  transaction,
  submitState,
  errorMessage,
}: RefundFormProps) {
  const schema = useMemo(() => refundSchema(transaction), [transaction]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RefundFormValues, unknown, RefundValues>({
    mode: 'onTouched',
    defaultValues: { amount: prefilledAmount(transaction.amount), reason: '' },
    resolver: zodResolver(schema),
  });
  const canSubmit = canSubmitRefund({ amount: useWatch({ control, name: 'amount' }) });
  const pending = submitState === 'pending';

  // Button `loading` swallows clicks once the app reports 'pending'; `isSubmitting` covers the
  // validation in between, so a quick double click still sends one refund.
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <RefundForm noValidate aria-label="Refund transaction" onSubmit={submit}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <TextField
        label="Amount"
        required
        inputMode="decimal"
        autoComplete="off"
        prefix={transaction.currency}
        helpText={`At most ${money(transaction.amount, transaction.currency)}`}
        error={errors.amount?.message}
        data-autofocus
        {...register('amount')}
      />
      <Textarea
        label="Reason"
        optional
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <RefundActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={pending || isSubmitting}>
          Refund
        </Button>
      </RefundActions>
    </RefundForm>
  );
}

/**
 * Refunds all or part of a Successful transaction. The amount starts at the transaction amount
 * (part 1, "Row actions") and the button is enabled only while an amount is present.
 */
export function RefundDialog({ open, ...rest }: RefundDialogProps) {
  const { paymentReference, amount, currency, customerEmail } = rest.transaction;
  const payer = customerEmail ? ` by ${customerEmail}` : '';
  return (
    <Modal
      open={open}
      onClose={rest.onClose}
      size="sm"
      title="Refund transaction"
      description={`${money(amount, currency)} paid${payer}, reference ${paymentReference}.`}
    >
      {/* Mounted only while open, so each opening starts from the transaction amount. */}
      <RefundFormBody {...rest} />
    </Modal>
  );
}

import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Modal, money } from '@merchant/ui';
import { FormTextField } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { RefundTransaction, RefundValues } from '../types';
import { canSubmitRefund, prefilledAmount, refundSchema } from './RefundDialog.schema';

export interface RefundDialogProps extends FormDialogProps<RefundValues> {
  /** The transaction to refund; its amount prefills the form and caps the refund. */
  transaction: RefundTransaction;
}

function RefundFormBody({
  onClose,
  onSubmit,
  transaction,
  ...state
}: Omit<RefundDialogProps, 'open'>) {
  const schema = useMemo(() => refundSchema(transaction), [transaction]);
  const { submit, control } = useDialogForm({
    schema,
    defaultValues: { amount: prefilledAmount(transaction.amount) },
    onSubmit,
    ...state,
  });
  const canSubmit = canSubmitRefund({ amount: useWatch({ control, name: 'amount' }) });

  return (
    <DialogForm
      label="Refund transaction"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Refund"
      offlineAction="refund"
      submitDisabled={!canSubmit}
      {...state}
    >
      <FormTextField
        control={control}
        name="amount"
        label="Amount"
        required
        inputMode="decimal"
        autoComplete="off"
        prefix={transaction.currency}
        helpText={`At most ${money(transaction.amount, transaction.currency)}`}
        data-autofocus
      />
    </DialogForm>
  );
}

/**
 * Refunds all or part of a Successful transaction. The amount starts at the transaction amount
 * (part 1, "Row actions") and the button is enabled only while an amount is present. It asks
 * for no reason: a single refund's entry is {amount, orderId, transactionReference} (part 1
 * section 7), so a reason typed here would go nowhere.
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

import { useWatch } from 'react-hook-form';
import { Modal } from '@merchant/ui';
import { FormAmountField, FormSelect, FormTextField, FormTextarea } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import { FieldRow } from '../../forms/layout';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import { NO_AUTH_LABEL } from '../paymentLinkColumns';
import type { NewPaymentLinkValues, PaymentLinkTypeOption } from '../types';
import {
  AUTH_OPTIONS,
  EMPTY_PAYMENT_LINK,
  canCreatePaymentLink,
  createPaymentLinkSchema,
} from './CreatePaymentLinkDialog.schema';

export interface CreatePaymentLinkDialogProps extends FormDialogProps<NewPaymentLinkValues> {
  /** The payment types of payment/link/types. */
  types: readonly PaymentLinkTypeOption[];
  /** Short names of the currencies offered, e.g. NGN. */
  currencies: readonly string[];
}

function CreatePaymentLinkForm({
  onClose,
  onSubmit,
  types,
  currencies,
  ...state
}: Omit<CreatePaymentLinkDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: createPaymentLinkSchema,
    defaultValues: EMPTY_PAYMENT_LINK,
    onSubmit,
    ...state,
  });
  const [name, paymentType, currency] = useWatch({
    control,
    name: ['name', 'paymentType', 'currency'],
  });
  return (
    <DialogForm
      label="Create payment link"
      onSubmit={submit}
      onCancel={onClose}
      submitLabel="Create"
      submitDisabled={!canCreatePaymentLink({ name, paymentType, currency })}
      {...state}
    >
      <FormTextField
        control={control}
        name="name"
        label="Link name"
        required
        autoComplete="off"
        data-autofocus
      />
      <FormTextarea control={control} name="description" label="Description" optional rows={2} />
      <FieldRow>
        <FormSelect
          control={control}
          name="paymentType"
          label="Payment type"
          required
          placeholder="Select a payment type"
          options={types.map((type) => ({ value: type.code, label: type.paymentLinkName }))}
        />
        <FormSelect
          control={control}
          name="currency"
          label="Currency"
          required
          placeholder="Select a currency"
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
      </FieldRow>
      <FieldRow>
        <FormAmountField
          control={control}
          name="amount"
          label="Amount"
          optional
          prefix={currency || undefined}
        />
        <FormTextField
          control={control}
          name="limit"
          label="Limit"
          optional
          inputMode="numeric"
          autoComplete="off"
          helpText="How many payments the link accepts; empty for no limit."
        />
      </FieldRow>
      <FormSelect
        control={control}
        name="authOption"
        label="Authentication option"
        optional
        placeholder={NO_AUTH_LABEL}
        options={AUTH_OPTIONS}
      />
    </DialogForm>
  );
}

/** 'Create Payment Link': Create is enabled once name, payment type and currency are given. */
export function CreatePaymentLinkDialog({ open, ...rest }: CreatePaymentLinkDialogProps) {
  return (
    <Modal open={open} onClose={rest.onClose} size="md" title="Create Payment Link">
      <CreatePaymentLinkForm {...rest} />
    </Modal>
  );
}

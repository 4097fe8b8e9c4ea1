import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AmountField, Banner, Button, Modal, Select, TextField, Textarea } from '@merchant/ui';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import { NO_AUTH_LABEL } from '../paymentLinkColumns';
import type { SubmitState } from '../../types';
import type { NewPaymentLinkValues, PaymentLinkTypeOption } from '../types';
import {
  AUTH_OPTIONS,
  EMPTY_PAYMENT_LINK,
  canCreatePaymentLink,
  createPaymentLinkSchema,
  type CreatePaymentLinkFormValues,
} from './CreatePaymentLinkDialog.schema';
import { FieldPair, LinkActions, LinkForm } from './CreatePaymentLinkDialog.styles';

export interface CreatePaymentLinkDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once per attempt with the link to create. */
  onSubmit: (values: NewPaymentLinkValues) => void;
  /** The payment types of payment/link/types. */
  types: readonly PaymentLinkTypeOption[];
  /** Short names of the currencies offered, e.g. NGN. */
  currencies: readonly string[];
  /** Progress of the request; 'pending' ignores further submits. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'; the fields keep what was typed. */
  errorMessage?: string;
}

type FormProps = Omit<CreatePaymentLinkDialogProps, 'open'>;

function CreatePaymentLinkForm({
  onClose,
  onSubmit,
  types,
  currencies,
  submitState,
  errorMessage,
}: FormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreatePaymentLinkFormValues, unknown, NewPaymentLinkValues>({
    mode: 'onTouched',
    defaultValues: EMPTY_PAYMENT_LINK,
    resolver: zodResolver(createPaymentLinkSchema),
  });
  const [name, paymentType, currency] = useWatch({
    control,
    name: ['name', 'paymentType', 'currency'],
  });
  const once = useSubmitOnce(submitState);
  return (
    <LinkForm
      noValidate
      aria-label="Create payment link"
      onSubmit={handleSubmit(once((values: NewPaymentLinkValues) => onSubmit(values)))}
    >
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <TextField
        label="Link name"
        required
        autoComplete="off"
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <Textarea label="Description" optional rows={2} {...register('description')} />
      <FieldPair>
        <Select
          label="Payment type"
          required
          placeholder="Select a payment type"
          options={types.map((type) => ({ value: type.code, label: type.paymentLinkName }))}
          error={errors.paymentType?.message}
          {...register('paymentType')}
        />
        <Select
          label="Currency"
          required
          placeholder="Select a currency"
          options={currencies.map((code) => ({ value: code, label: code }))}
          error={errors.currency?.message}
          {...register('currency')}
        />
      </FieldPair>
      <FieldPair>
        <Controller
          control={control}
          name="amount"
          render={({ field }) => (
            <AmountField
              ref={field.ref}
              name={field.name}
              label="Amount"
              optional
              prefix={currency || undefined}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.amount?.message}
            />
          )}
        />
        <TextField
          label="Limit"
          optional
          inputMode="numeric"
          autoComplete="off"
          helpText="How many payments the link accepts; empty for no limit."
          error={errors.limit?.message}
          {...register('limit')}
        />
      </FieldPair>
      <Select
        label="Authentication option"
        optional
        placeholder={NO_AUTH_LABEL}
        options={AUTH_OPTIONS}
        {...register('authOption')}
      />
      <LinkActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!canCreatePaymentLink({ name, paymentType, currency })}
          loading={submitState === 'pending'}
        >
          Create
        </Button>
      </LinkActions>
    </LinkForm>
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

import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, DateField, formatDate, money } from '@merchant/ui';
import { FormField, FormSelect, FormTextField, FormTextarea } from '../../../forms/fields';
import { useSubmitOnce } from '../../../forms/useSubmitOnce';
import type { SubmitState } from '../../../types';
import type { InvoiceCurrency } from '../../types';
import {
  ITEM_DESCRIPTION_MAX,
  draftTotals,
  invoiceDetailsSchema,
  type InvoiceDetailsFormValues,
  type InvoiceDetailsValues,
} from '../NewInvoiceWizard.schema';
import { FormActions, FormColumn } from '../../../forms/layout';
import { ItemFieldset, Row, Totals } from '../NewInvoiceWizard.styles';

export interface InvoiceDetailsStepProps {
  /** The currencies the invoice can be in. */
  currencies: readonly InvoiceCurrency[];
  /** Today as 'YYYY-MM-DD': the due date's default. */
  today: string;
  /** Called by 'Send invoice' with the parsed details, once per attempt. */
  onSubmit: (values: InvoiceDetailsValues) => void;
  /** Called by Back: step one. */
  onBack: () => void;
  /** Progress of the request. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'; every field keeps what was typed. */
  errorMessage?: string;
}

const EMPTY_ITEM = { item: '', amount: '', quantity: '1' };

/** Step two, 'Invoice Details': title, due date, currency, items, notes, discount, tax, totals. */
export function InvoiceDetailsStep({
  currencies,
  today,
  onSubmit,
  onBack,
  submitState,
  errorMessage,
}: InvoiceDetailsStepProps) {
  const { handleSubmit, control } = useForm<
    InvoiceDetailsFormValues,
    unknown,
    InvoiceDetailsValues
  >({
    mode: 'onTouched',
    defaultValues: {
      invoiceTitle: '',
      dueDate: today,
      currencyId: currencies[0]?.id ?? '',
      items: [EMPTY_ITEM],
      description: '',
      discount: '',
      tax: '',
    },
    resolver: zodResolver(invoiceDetailsSchema),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const watched = useWatch({ control });
  const { subtotal, total } = draftTotals({
    items: (watched.items ?? []).map((line) => ({
      item: line?.item ?? '',
      amount: line?.amount ?? '',
      quantity: line?.quantity ?? '',
    })),
    discount: watched.discount ?? '',
    tax: watched.tax ?? '',
  });
  const currency = currencies.find((option) => option.id === watched.currencyId)?.shortName ?? '';
  const pending = submitState === 'pending';
  const once = useSubmitOnce(submitState);

  return (
    <FormColumn
      noValidate
      aria-label="Invoice Details"
      onSubmit={handleSubmit(once((values: InvoiceDetailsValues) => onSubmit(values)))}
    >
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <FormTextField control={control} name="invoiceTitle" label="Invoice title" required />
      <Row>
        <FormField
          control={control}
          name="dueDate"
          render={(field) => (
            <DateField
              label="Due date"
              required
              min={today}
              helpText={`Due ${formatDate(field.value, 'invoiceDueDate')}`}
              {...field}
            />
          )}
        />
        <FormSelect
          control={control}
          name="currencyId"
          label="Currency"
          required
          options={currencies.map((option) => ({ value: option.id, label: option.shortName }))}
        />
      </Row>
      {fields.map((field, index) => (
        <ItemFieldset key={field.id}>
          <legend>{`Item ${index + 1}`}</legend>
          <FormTextarea
            control={control}
            name={`items.${index}.item`}
            label="Description"
            required
            rows={2}
            maxLength={ITEM_DESCRIPTION_MAX}
            showCount
          />
          <FormTextField
            control={control}
            name={`items.${index}.amount`}
            label="Unit price"
            required
            inputMode="decimal"
          />
          <FormTextField
            control={control}
            name={`items.${index}.quantity`}
            label="Quantity"
            required
            inputMode="numeric"
          />
          {index > 0 && (
            <Button variant="ghost" onClick={() => remove(index)}>
              Remove item
            </Button>
          )}
        </ItemFieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => append(EMPTY_ITEM)}>
          Add another item
        </Button>
      </div>
      <FormTextarea control={control} name="description" label="Invoice notes" optional rows={3} />
      <Row>
        <FormTextField
          control={control}
          name="discount"
          label="Discount"
          optional
          inputMode="numeric"
        />
        <FormTextField control={control} name="tax" label="Tax" optional inputMode="numeric" />
      </Row>
      <Totals aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{money(subtotal, currency)}</dd>
        <dt>TOTAL</dt>
        <dd>{money(total, currency)}</dd>
      </Totals>
      <FormActions>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" loading={pending}>
          Send invoice
        </Button>
      </FormActions>
    </FormColumn>
  );
}

import { Banner, Button } from '@merchant/ui';
import { useWatch } from 'react-hook-form';
import { FormSelect } from '../../../../forms/fields';
import { FieldRow, FormActions, FormColumn } from '../../../../forms/layout';
import { useDialogForm } from '../../../../forms/useDialogForm';
import type { StatementLayout, StatementRole } from '../../types';
import {
  STATEMENT_CURRENCIES,
  columnMappingSchema,
  toMappingValues,
  type ConfirmedMapping,
} from './ColumnMappingForm.schema';

const ROLE_LABELS: Readonly<Record<StatementRole, string>> = {
  date: 'Date',
  narration: 'Narration',
  credit: 'Credit',
  debit: 'Debit',
  balance: 'Balance',
  currency: 'Currency',
};

const OPTIONAL: ReadonlySet<StatementRole> = new Set(['debit', 'balance', 'currency']);

export interface ColumnMappingFormProps {
  /** The header found and the columns proposed (or remembered). */
  layout: StatementLayout;
  /** Called with the confirmed columns. */
  onConfirm: (confirmed: ConfirmedMapping) => void;
  /** Back to choosing a file. */
  onCancel: () => void;
}

/** One step: the proposed column of each role, which the merchant confirms or changes. */
export function ColumnMappingForm({ layout, onConfirm, onCancel }: ColumnMappingFormProps) {
  const { control, submit } = useDialogForm({
    schema: columnMappingSchema,
    defaultValues: toMappingValues(layout.mapping, layout.statementCurrency),
    submitState: 'idle',
    onSubmit: onConfirm,
  });
  const currencyColumn = useWatch({ control, name: 'currency' });
  const options = layout.columns.map((name, index) => ({
    value: String(index),
    label: name || `Column ${index + 1}`,
  }));
  const select = (role: StatementRole) => (
    <FormSelect
      key={role}
      control={control}
      name={role}
      label={ROLE_LABELS[role]}
      required={!OPTIONAL.has(role)}
      optional={OPTIONAL.has(role)}
      options={options}
      placeholder={OPTIONAL.has(role) ? 'None' : 'Choose a column'}
    />
  );
  return (
    <FormColumn onSubmit={submit} aria-label="Statement columns" noValidate>
      <Banner tone="blue">
        {layout.remembered
          ? `Header found on row ${layout.headerRow}. These are the columns you chose for statements laid out like this one.`
          : `Header found on row ${layout.headerRow}. Check the columns we propose, or change them.`}
      </Banner>
      <FieldRow>
        {select('date')}
        {select('narration')}
      </FieldRow>
      <FieldRow>
        {select('credit')}
        {select('debit')}
      </FieldRow>
      <FieldRow>
        {select('balance')}
        {select('currency')}
      </FieldRow>
      {currencyColumn === '' && (
        <FormSelect
          control={control}
          name="statementCurrency"
          label="Statement currency"
          helpText="The statement names no currency: its credits are in this one."
          options={STATEMENT_CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
      )}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Choose another file
        </Button>
        <Button type="submit">Reconcile</Button>
      </FormActions>
    </FormColumn>
  );
}

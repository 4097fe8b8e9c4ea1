import type { SelectProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { FormSelect } from './FormSelect';
import type { FieldBinding } from './FormField';

export type BankSelectProps<Values extends FieldValues, Output> = Omit<
  SelectProps,
  'name' | 'error' | 'label' | 'options'
> &
  FieldBinding<Values, Output> & {
    /** The banks to choose from, chosen by id and shown by name. */
    banks: readonly { id: string; name: string }[];
  };

/** The required bank selector of every form that names a bank account (beneficiary, transfer, settlement account). */
export function BankSelect<Values extends FieldValues, Output>({
  banks,
  ...props
}: BankSelectProps<Values, Output>) {
  return (
    <FormSelect
      label="Bank"
      required
      placeholder="Select a bank"
      options={banks.map((bank) => ({ value: bank.id, label: bank.name }))}
      {...props}
    />
  );
}

import { memo } from 'react';
import { AmountField, type AmountFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { textOf, useFormField, type BoundProps, type FieldBinding } from './FormField';

/**
 * The kit's AmountField bound to a form field. The field groups the digits as they are typed,
 * so the form keeps the plain amount and the input shows it grouped.
 */
function FormAmountField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<AmountFieldProps, BoundProps | 'onValueChange'> & FieldBinding<Values, Output>) {
  const { value, onChange, ...input } = useFormField({ control, name, rules });
  return <AmountField {...props} {...input} value={textOf(value)} onValueChange={onChange} />;
}

const memoised = memo(FormAmountField) as typeof FormAmountField;
export { memoised as FormAmountField };

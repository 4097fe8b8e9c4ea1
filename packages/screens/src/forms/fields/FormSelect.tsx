import { memo } from 'react';
import { Select, type SelectProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { textOf, useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's Select bound to a form field: its value, and its message once the field is left. */
function FormSelect<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<SelectProps, BoundProps> & FieldBinding<Values, Output>) {
  const { value, ...input } = useFormField({ control, name, rules });
  return <Select {...props} {...input} value={textOf(value)} />;
}

const memoised = memo(FormSelect) as typeof FormSelect;
export { memoised as FormSelect };

import { memo } from 'react';
import { TextField, type TextFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { textOf, useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's TextField bound to a form field: its value, and its message once the field is left. */
function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<TextFieldProps, BoundProps> & FieldBinding<Values, Output>) {
  const { value, ...input } = useFormField({ control, name, rules });
  return <TextField {...props} {...input} value={textOf(value)} />;
}

const memoised = memo(FormTextField) as typeof FormTextField;
export { memoised as FormTextField };

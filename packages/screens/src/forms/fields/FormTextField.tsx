import { memo } from 'react';
import { TextField, type TextFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './useBoundField';

/** The kit's TextField bound to a form field: its value, and its message once the field is left. */
function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<TextFieldProps, 'name' | 'error'> & FieldBinding<Values, Output>) {
  return <TextField {...props} {...useBoundField({ control, name, rules })} />;
}

const memoised = memo(FormTextField) as typeof FormTextField;
export { memoised as FormTextField };

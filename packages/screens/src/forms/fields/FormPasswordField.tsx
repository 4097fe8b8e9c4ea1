import { memo } from 'react';
import { PasswordField, type PasswordFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './useBoundField';

/** The kit's PasswordField bound to a form field: its value, and its message once the field is left. */
function FormPasswordField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<PasswordFieldProps, 'name' | 'error'> & FieldBinding<Values, Output>) {
  return <PasswordField {...props} {...useBoundField({ control, name, rules })} />;
}

const memoised = memo(FormPasswordField) as typeof FormPasswordField;
export { memoised as FormPasswordField };

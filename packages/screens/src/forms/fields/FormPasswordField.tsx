import { memo } from 'react';
import { PasswordField, type PasswordFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { textOf, useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's PasswordField bound to a form field: its value, and its message once the field is left. */
function FormPasswordField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<PasswordFieldProps, BoundProps> & FieldBinding<Values, Output>) {
  const { value, ...input } = useFormField({ control, name, rules });
  return <PasswordField {...props} {...input} value={textOf(value)} />;
}

const memoised = memo(FormPasswordField) as typeof FormPasswordField;
export { memoised as FormPasswordField };

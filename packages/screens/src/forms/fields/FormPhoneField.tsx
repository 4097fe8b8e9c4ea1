import { memo } from 'react';
import { PhoneField, type PhoneFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { textOf, useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's PhoneField bound to a form field: its value, and its message once the field is left. */
function FormPhoneField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<PhoneFieldProps, BoundProps> & FieldBinding<Values, Output>) {
  const { value, ...input } = useFormField({ control, name, rules });
  return <PhoneField {...props} {...input} value={textOf(value)} />;
}

const memoised = memo(FormPhoneField) as typeof FormPhoneField;
export { memoised as FormPhoneField };

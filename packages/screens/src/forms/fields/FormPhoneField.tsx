import { memo } from 'react';
import { PhoneField, type PhoneFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './useBoundField';

/** The kit's PhoneField bound to a form field: its value, and its message once the field is left. */
function FormPhoneField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<PhoneFieldProps, 'name' | 'error'> & FieldBinding<Values, Output>) {
  return <PhoneField {...props} {...useBoundField({ control, name, rules })} />;
}

const memoised = memo(FormPhoneField) as typeof FormPhoneField;
export { memoised as FormPhoneField };

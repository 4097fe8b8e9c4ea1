import { memo } from 'react';
import { Checkbox, type CheckboxProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './useBoundField';

/** The kit's Checkbox bound to a form field: its value, and its message once the field is left. */
function FormCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<CheckboxProps, 'name' | 'error'> & FieldBinding<Values, Output>) {
  return <Checkbox {...props} {...useBoundField({ control, name, rules })} />;
}

const memoised = memo(FormCheckbox) as typeof FormCheckbox;
export { memoised as FormCheckbox };

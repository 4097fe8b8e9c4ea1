import { memo } from 'react';
import { Select, type SelectProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './useBoundField';

/** The kit's Select bound to a form field: its value, and its message once the field is left. */
function FormSelect<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<SelectProps, 'name' | 'error'> & FieldBinding<Values, Output>) {
  return <Select {...props} {...useBoundField({ control, name, rules })} />;
}

const memoised = memo(FormSelect) as typeof FormSelect;
export { memoised as FormSelect };

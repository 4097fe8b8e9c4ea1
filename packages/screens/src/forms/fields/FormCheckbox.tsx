import { memo } from 'react';
import { Checkbox, type CheckboxProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's Checkbox bound to a form field: ticked or not, and its message once the field is left. */
function FormCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<CheckboxProps, BoundProps | 'checked' | 'defaultChecked'> & FieldBinding<Values, Output>) {
  const { value, ...input } = useFormField({ control, name, rules });
  return <Checkbox {...props} {...input} checked={value === true} />;
}

const memoised = memo(FormCheckbox) as typeof FormCheckbox;
export { memoised as FormCheckbox };

import { memo } from 'react';
import { Textarea, type TextareaProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type FieldBinding } from './useBoundField';

/** The kit's Textarea bound to a form field: its value, and its message once the field is left. */
function FormTextarea<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<TextareaProps, 'name' | 'error'> & FieldBinding<Values, Output>) {
  return <Textarea {...props} {...useBoundField({ control, name, rules })} />;
}

const memoised = memo(FormTextarea) as typeof FormTextarea;
export { memoised as FormTextarea };

import { memo } from 'react';
import { Textarea, type TextareaProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { textOf, useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's Textarea bound to a form field: its value, and its message once the field is left. */
function FormTextarea<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<TextareaProps, BoundProps> & FieldBinding<Values, Output>) {
  const { value, ...input } = useFormField({ control, name, rules });
  return <Textarea {...props} {...input} value={textOf(value)} />;
}

const memoised = memo(FormTextarea) as typeof FormTextarea;
export { memoised as FormTextarea };

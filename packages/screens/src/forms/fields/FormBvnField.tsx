import { memo } from 'react';
import type { TextFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { BVN_LENGTH } from '../../validation/bvn';
import { FormTextField } from './FormTextField';
import type { BoundProps, FieldBinding } from './FormField';

/** A required BVN: typed on the number pad, never autofilled, no longer than a BVN. */
function FormBvnField<Values extends FieldValues, Output>(
  props: Omit<TextFieldProps, BoundProps> & FieldBinding<Values, Output>,
) {
  return (
    <FormTextField
      required
      inputMode="numeric"
      maxLength={BVN_LENGTH}
      autoComplete="off"
      {...props}
    />
  );
}

const memoised = memo(FormBvnField) as typeof FormBvnField;
export { memoised as FormBvnField };

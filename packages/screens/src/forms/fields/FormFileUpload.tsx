import { memo } from 'react';
import { FileUpload, type FileUploadProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundProps, type FieldBinding } from './FormField';

/** The kit's FileUpload bound to a form field holding the chosen files, with its message. */
function FormFileUpload<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<FileUploadProps, BoundProps> & FieldBinding<Values, Output>) {
  const { value, onChange, error } = useFormField({ control, name, rules });
  const chosen: unknown = value;
  return (
    <FileUpload
      {...props}
      value={Array.isArray(chosen) ? (chosen as File[]) : []}
      onChange={onChange}
      error={error}
    />
  );
}

const memoised = memo(FormFileUpload) as typeof FormFileUpload;
export { memoised as FormFileUpload };

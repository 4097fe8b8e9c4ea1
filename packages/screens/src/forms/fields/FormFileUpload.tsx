import { memo } from 'react';
import { FileUpload, type FileUploadProps } from '@merchant/ui';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './useBoundField';

type OwnProps = 'value' | 'onChange' | 'error';

/** The kit's FileUpload bound to a form field holding the chosen files, with its message. */
function FormFileUpload<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<FileUploadProps, OwnProps> & FieldBinding<Values, Output>) {
  const { field, fieldState } = useController({ control, name, rules });
  const chosen: unknown = field.value;
  return (
    <FileUpload
      {...props}
      value={Array.isArray(chosen) ? (chosen as File[]) : []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

const memoised = memo(FormFileUpload) as typeof FormFileUpload;
export { memoised as FormFileUpload };

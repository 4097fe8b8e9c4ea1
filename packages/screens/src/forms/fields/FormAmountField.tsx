import { memo } from 'react';
import { AmountField, type AmountFieldProps } from '@merchant/ui';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './useBoundField';

type OwnProps = 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error';

/**
 * The kit's AmountField bound to a form field. Controlled, not registered: the field groups the
 * digits as they are typed, so the form keeps the plain amount and the input shows it grouped.
 */
function FormAmountField<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  ...props
}: Omit<AmountFieldProps, OwnProps> & FieldBinding<Values, Output>) {
  const { field, fieldState } = useController({ control, name, rules });
  const { ref, name: path, value, onChange, onBlur } = field;
  const amount: unknown = value;
  return (
    <AmountField
      {...props}
      ref={ref}
      name={path}
      value={typeof amount === 'string' ? amount : ''}
      onValueChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}

const memoised = memo(FormAmountField) as typeof FormAmountField;
export { memoised as FormAmountField };

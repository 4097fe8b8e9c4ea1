import { memo } from 'react';
import { RadioGroup, type RadioGroupProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundProps, type FieldBinding } from './FormField';

interface TouchOption {
  /**
   * Counts a choice as leaving the field, so its message shows at once. Off by default: a
   * form whose submit rule reads touched fields must not see a field touched by a click.
   */
  touchOnChange?: boolean;
}

/** The kit's RadioGroup bound to a form field (controlled: the radios share one value). */
function FormRadioGroup<Values extends FieldValues, Output>({
  control,
  name,
  rules,
  touchOnChange = false,
  ...props
}: Omit<RadioGroupProps, BoundProps> & FieldBinding<Values, Output> & TouchOption) {
  const { name: path, value, onChange, onBlur, error } = useFormField({ control, name, rules });
  const chosen: unknown = value;
  return (
    <RadioGroup
      {...props}
      name={path}
      value={typeof chosen === 'string' ? chosen : undefined}
      onChange={(next) => {
        onChange(next);
        if (touchOnChange) onBlur();
      }}
      error={error}
    />
  );
}

const memoised = memo(FormRadioGroup) as typeof FormRadioGroup;
export { memoised as FormRadioGroup };

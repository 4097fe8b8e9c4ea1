import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { Field } from '../Field/Field';
import { splitFieldProps, type FieldFrameProps } from '../Field/fieldFrame';
import { SelectControl, SelectWrap } from './Select.styles';

export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The text shown for the option. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldFrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'children' | 'multiple'> {
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Text of a first empty option (value ""), shown while nothing is chosen. */
  placeholder?: string;
}

/**
 * A styled native `<select>`: keyboard, screen reader and mobile pickers work as the platform
 * made them. The ref reaches the `<select>` so react-hook-form's `register` works.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const {
    field,
    control: { options, placeholder, ...rest },
  } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <SelectWrap>
          <SelectControl ref={ref} {...rest} {...control}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </SelectControl>
          <ChevronDownIcon />
        </SelectWrap>
      )}
    </Field>
  );
});

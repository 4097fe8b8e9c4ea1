import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { Field } from '../Field/Field';
import { SelectControl, SelectWrap } from './Select.styles';

export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The text shown for the option. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'required' | 'children' | 'multiple'
> {
  /** Visible label, bound to the select. */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Text of a first empty option (value ""), shown while nothing is chosen. */
  placeholder?: string;
  /** Explains the choice; linked with aria-describedby. */
  helpText?: ReactNode;
  /** Error message; marks the select aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Shows a required asterisk and sets aria-required (validation stays with the form). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually; it still names the select. */
  hideLabel?: boolean;
}

/**
 * A styled native `<select>`: keyboard, screen reader and mobile pickers work as the platform
 * made them. The ref reaches the `<select>` so react-hook-form's `register` works.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    helpText,
    error,
    required,
    optional,
    hideLabel,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      helpText={helpText}
      error={error}
      required={required}
      optional={optional}
      hideLabel={hideLabel}
      className={className}
      describedBy={ariaDescribedBy}
    >
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

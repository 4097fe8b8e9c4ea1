import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { Input, InputShell } from '../TextField/TextField.styles';

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'required' | 'value' | 'defaultValue' | 'min' | 'max' | 'maxLength'
> {
  /** Visible label, bound to the input. */
  label: ReactNode;
  /** The date as 'YYYY-MM-DD', or '' for none (controlled). */
  value?: string;
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: string;
  /** Earliest selectable date, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest selectable date, 'YYYY-MM-DD'. */
  max?: string;
  /** Explains the input; linked with aria-describedby. */
  helpText?: ReactNode;
  /** Error message; marks the input aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Shows a required asterisk and sets aria-required (validation stays with the form). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually; it still names the input. */
  hideLabel?: boolean;
}

/**
 * A date input on the native picker (`<input type="date">`): keyboard entry, screen readers
 * and mobile pickers come from the platform. The value is always 'YYYY-MM-DD' or ''. The ref
 * reaches the `<input>` so react-hook-form's `register` works.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    label,
    helpText,
    error,
    required,
    optional,
    hideLabel,
    id,
    className,
    disabled = false,
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
        <InputShell $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
          <Input ref={ref} type="date" disabled={disabled} {...rest} {...control} />
        </InputShell>
      )}
    </Field>
  );
});

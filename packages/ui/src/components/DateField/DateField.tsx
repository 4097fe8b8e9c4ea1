import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { splitFieldProps, type FieldFrameProps } from '../Field/fieldFrame';
import { Input, InputShell } from '../TextField/TextField.styles';

export interface DateFieldProps
  extends
    FieldFrameProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'required' | 'value' | 'defaultValue' | 'min' | 'max' | 'maxLength'
    > {
  /** The date as 'YYYY-MM-DD', or '' for none (controlled). */
  value?: string;
  /** The initial date as 'YYYY-MM-DD' (uncontrolled). */
  defaultValue?: string;
  /** Earliest selectable date, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest selectable date, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * A date input on the native picker (`<input type="date">`): keyboard entry, screen readers
 * and mobile pickers come from the platform. The value is always 'YYYY-MM-DD' or ''. The ref
 * reaches the `<input>` so react-hook-form's `register` works.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(
  function DateField(props, ref) {
    const {
      field,
      control: { disabled = false, ...rest },
    } = splitFieldProps(props);
    return (
      <Field {...field}>
        {(control) => (
          <InputShell $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
            <Input ref={ref} type="date" disabled={disabled} {...rest} {...control} />
          </InputShell>
        )}
      </Field>
    );
  },
);

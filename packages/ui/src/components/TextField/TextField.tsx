import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { joinIds, useFieldIds } from '../Field/useFieldIds';
import { Affix, Input, InputShell } from './TextField.styles';

/** The spec: "Text inputs allow at most 50 characters (250 for multiline)". */
export const TEXT_MAX_LENGTH = 50;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'prefix' | 'size' | 'required'
> {
  /** Visible label, bound to the input. */
  label: ReactNode;
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
  /** Content fixed before the text, e.g. "+234" or a search icon; text is read as a description. */
  prefix?: ReactNode;
  /** Content after the text, e.g. a unit or a button. */
  suffix?: ReactNode;
  /** Maximum number of characters; defaults to the spec's 50. */
  maxLength?: number;
}

/**
 * A labelled text input. The ref reaches the `<input>`, so react-hook-form's `register`
 * can be spread onto it (`{...register('name')}`).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    helpText,
    error,
    required,
    optional,
    hideLabel,
    prefix,
    suffix,
    id,
    className,
    disabled = false,
    maxLength = TEXT_MAX_LENGTH,
    type = 'text',
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { controlId } = useFieldIds(id);
  const prefixId = `${controlId}-prefix`;
  const prefixIsText = typeof prefix === 'string' || typeof prefix === 'number';
  return (
    <Field
      id={controlId}
      label={label}
      helpText={helpText}
      error={error}
      required={required}
      optional={optional}
      hideLabel={hideLabel}
      className={className}
      describedBy={joinIds(prefixIsText && prefixId, ariaDescribedBy)}
    >
      {(control) => (
        <InputShell $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
          {prefix !== undefined && (
            <Affix $side="start" id={prefixIsText ? prefixId : undefined}>
              {prefix}
            </Affix>
          )}
          <Input
            ref={ref}
            type={type}
            maxLength={maxLength}
            disabled={disabled}
            {...rest}
            {...control}
          />
          {suffix !== undefined && <Affix $side="end">{suffix}</Affix>}
        </InputShell>
      )}
    </Field>
  );
});

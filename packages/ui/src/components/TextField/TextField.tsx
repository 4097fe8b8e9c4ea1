import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { splitFieldProps, type FieldFrameProps } from '../Field/fieldFrame';
import { joinIds, useFieldIds } from '../Field/useFieldIds';
import { Affix, Input, InputShell } from './TextField.styles';

/** The spec: "Text inputs allow at most 50 characters (250 for multiline)". */
export const TEXT_MAX_LENGTH = 50;

export interface TextFieldProps
  extends
    FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size' | 'required'> {
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
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const {
      field,
      control: {
        prefix,
        suffix,
        disabled = false,
        maxLength = TEXT_MAX_LENGTH,
        type = 'text',
        ...rest
      },
    } = splitFieldProps(props);
    const { controlId } = useFieldIds(field.id);
    const prefixId = `${controlId}-prefix`;
    const prefixIsText = typeof prefix === 'string' || typeof prefix === 'number';
    return (
      <Field
        {...field}
        id={controlId}
        describedBy={joinIds(prefixIsText && prefixId, field.describedBy)}
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
  },
);

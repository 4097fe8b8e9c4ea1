import {
  forwardRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { Field } from '../Field/Field';
import { VisuallyHidden } from '../Field/Field.styles';
import { joinIds, useFieldIds } from '../Field/useFieldIds';
import { Counter, TextareaControl } from './Textarea.styles';

/** The spec: "Text inputs allow at most 50 characters (250 for multiline)". */
export const TEXTAREA_MAX_LENGTH = 250;

export interface TextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'required'
> {
  /** Visible label, bound to the textarea. */
  label: ReactNode;
  /** Explains the input; linked with aria-describedby. */
  helpText?: ReactNode;
  /** Error message; marks the textarea aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Shows a required asterisk and sets aria-required (validation stays with the form). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually; it still names the textarea. */
  hideLabel?: boolean;
  /** Maximum number of characters; defaults to the spec's 250. */
  maxLength?: number;
  /** Shows "used/max" under the textarea. */
  showCount?: boolean;
}

/**
 * A labelled multi-line input. The ref reaches the `<textarea>` so react-hook-form's
 * `register` works; the counter follows typing whether the value is controlled or not.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    label,
    helpText,
    error,
    required,
    optional,
    hideLabel,
    showCount = false,
    maxLength = TEXTAREA_MAX_LENGTH,
    rows = 4,
    id,
    className,
    value,
    defaultValue,
    onChange,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const { controlId } = useFieldIds(id);
  const countId = `${controlId}-count`;
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

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
      describedBy={joinIds(showCount && countId, ariaDescribedBy)}
      aside={
        showCount && (
          <Counter>
            <span aria-hidden="true">
              {length}/{maxLength}
            </span>
            <VisuallyHidden id={countId}>
              {length} of {maxLength} characters used
            </VisuallyHidden>
          </Counter>
        )
      }
    >
      {(control) => (
        <TextareaControl
          ref={ref}
          rows={rows}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          {...rest}
          {...control}
        />
      )}
    </Field>
  );
});

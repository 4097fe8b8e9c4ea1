import { forwardRef, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import { splitFieldProps, type FieldFrameProps } from '../Field/fieldFrame';
import { VisuallyHidden } from '../Field/Field.styles';
import { joinIds, useFieldIds } from '../Field/useFieldIds';
import { Counter, TextareaControl } from './Textarea.styles';

/** The spec: "Text inputs allow at most 50 characters (250 for multiline)". */
export const TEXTAREA_MAX_LENGTH = 250;

export interface TextareaProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  /** Maximum number of characters; defaults to the spec's 250. */
  maxLength?: number;
  /** Shows "used/max" under the textarea. */
  showCount?: boolean;
}

/**
 * A labelled multi-line input. The ref reaches the `<textarea>` so react-hook-form's
 * `register` works; the counter follows typing whether the value is controlled or not.
 */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(
  function Textarea(props, ref) {
    const {
      field,
      control: {
        showCount = false,
        maxLength = TEXTAREA_MAX_LENGTH,
        rows = 4,
        value,
        defaultValue,
        onChange,
        ...rest
      },
    } = splitFieldProps(props);
    const { controlId } = useFieldIds(field.id);
    const countId = `${controlId}-count`;
    const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
    const length = value === undefined ? typedLength : String(value).length;

    const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
      setTypedLength(event.target.value.length);
      onChange?.(event);
    };

    return (
      <Field
        {...field}
        id={controlId}
        describedBy={joinIds(showCount && countId, field.describedBy)}
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
  },
);

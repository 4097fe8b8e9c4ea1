import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { FieldError, FieldHelp, LabelMarkers } from '../Field/FieldParts';
import { isShown, joinIds, useFieldIds } from '../Field/useFieldIds';
import { assignRef } from './assignRef';
import { CheckboxInput, CheckboxLabel, CheckboxRoot, CheckboxText } from './Checkbox.styles';
import { useHeldWhilePressed } from '../../hooks/useHeldWhilePressed';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'required'
> {
  /** Visible label after the box, bound to it. */
  label: ReactNode;
  /** Explains the option; linked with aria-describedby. */
  helpText?: ReactNode;
  /** Error message; marks the box aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Shows the mixed state (some rows of a table selected); the DOM property, not an attribute. */
  indeterminate?: boolean;
  /** Shows a required asterisk and sets aria-required, e.g. accepting terms. */
  required?: boolean;
  /** Hides the label visually; it still names the box (e.g. "Select row" in a table). */
  hideLabel?: boolean;
}

/** A labelled checkbox. The ref reaches the `<input>` so react-hook-form's `register` works. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    helpText,
    error: liveError,
    indeterminate = false,
    required = false,
    hideLabel = false,
    disabled = false,
    id,
    className,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const ids = useFieldIds(id);
  // A message appearing mid-click would move the control being clicked (see the hook).
  const error = useHeldWhilePressed(liveError);
  const hasError = isShown(error);
  const hasHelp = isShown(helpText);
  const localRef = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      localRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  useEffect(() => {
    if (localRef.current) localRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <CheckboxRoot className={className}>
      <CheckboxInput
        ref={setRef}
        type="checkbox"
        disabled={disabled}
        {...rest}
        id={ids.controlId}
        aria-describedby={joinIds(hasHelp && ids.helpId, hasError && ids.errorId, ariaDescribedBy)}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
      />
      <CheckboxText>
        <CheckboxLabel htmlFor={ids.controlId} $hidden={hideLabel} $disabled={disabled}>
          {label}
          <LabelMarkers required={required} />
        </CheckboxLabel>
        {hasHelp && <FieldHelp id={ids.helpId}>{helpText}</FieldHelp>}
        {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      </CheckboxText>
    </CheckboxRoot>
  );
});

import type { ReactNode } from 'react';
import { FieldRoot, Label, MessageRow, Messages } from './Field.styles';
import { FieldError, FieldHelp, LabelMarkers } from './FieldParts';
import { isShown, joinIds, useFieldIds } from './useFieldIds';
import { useHeldWhilePressed } from '../../hooks/useHeldWhilePressed';
import type { FieldFrameProps } from './fieldFrame';

/** The props Field hands to its control so the label and messages are wired to it. */
export interface FieldControlProps {
  /** Matches the label's htmlFor. */
  id: string;
  /** The help text, error and any extra descriptions. */
  'aria-describedby': string | undefined;
  /** Set while there is an error. */
  'aria-invalid': true | undefined;
  /** Set for required fields (native `required` is left off so forms keep their own messages). */
  'aria-required': true | undefined;
}

export interface FieldProps extends FieldFrameProps {
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Extra ids that describe the control, e.g. a visible prefix or a character counter. */
  describedBy?: string;
  /** Shown at the end of the message row, e.g. a character counter. */
  aside?: ReactNode;
  /** Class name for the outer element, so a layout can place the field. */
  className?: string;
  /** Renders the control, spreading the wiring props onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The shared label / help / error layout every input uses. The control is rendered by the
 * caller through `children`, so any element can sit in the slot and stay wired to the label.
 */
export function Field({
  label,
  helpText,
  error: liveError,
  required = false,
  optional = false,
  hideLabel = false,
  id,
  describedBy,
  aside,
  className,
  children,
}: FieldProps) {
  const ids = useFieldIds(id);
  // A message appearing mid-click would move the control being clicked (see the hook).
  const error = useHeldWhilePressed(liveError);
  const hasError = isShown(error);
  const hasHelp = isShown(helpText);
  const control: FieldControlProps = {
    id: ids.controlId,
    'aria-describedby': joinIds(hasHelp && ids.helpId, hasError && ids.errorId, describedBy),
    'aria-invalid': hasError || undefined,
    'aria-required': (required && !optional) || undefined,
  };
  return (
    <FieldRoot className={className}>
      <Label id={ids.labelId} htmlFor={ids.controlId} $hidden={hideLabel}>
        {label}
        <LabelMarkers required={required} optional={optional} />
      </Label>
      {children(control)}
      {(hasHelp || hasError || aside) && (
        <MessageRow>
          <Messages>
            {hasHelp && <FieldHelp id={ids.helpId}>{helpText}</FieldHelp>}
            {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
          </Messages>
          {aside}
        </MessageRow>
      )}
    </FieldRoot>
  );
}

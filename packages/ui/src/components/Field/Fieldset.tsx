import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { FieldsetRoot, Legend, Messages } from './Field.styles';
import { FieldError, FieldHelp, LabelMarkers } from './FieldParts';
import { isShown, joinIds, useFieldIds } from './useFieldIds';
import { useHeldWhilePressed } from '../../hooks/useHeldWhilePressed';

export interface FieldsetProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'children' | 'aria-describedby'
> {
  /** The group's name, rendered as the fieldset's legend. */
  legend: ReactNode;
  /** Explains the group; linked to the fieldset with aria-describedby. */
  helpText?: ReactNode;
  /** Error message for the whole group, linked with aria-describedby. */
  error?: ReactNode;
  /** Shows a required asterisk after the legend. */
  required?: boolean;
  /** Shows "(optional)" after the legend. */
  optional?: boolean;
  /** Hides the legend visually; it still names the group. */
  hideLegend?: boolean;
  /** The grouped controls. */
  children: ReactNode;
}

/** A fieldset with legend, help and error: the group counterpart of Field (radios, date ranges). */
export function Fieldset({
  legend,
  helpText,
  error: liveError,
  required = false,
  optional = false,
  hideLegend = false,
  id,
  children,
  ...rest
}: FieldsetProps) {
  const ids = useFieldIds(id);
  // A message appearing mid-click would move the control being clicked (see the hook).
  const error = useHeldWhilePressed(liveError);
  const hasError = isShown(error);
  const hasHelp = isShown(helpText);
  return (
    <FieldsetRoot
      {...rest}
      id={ids.controlId}
      aria-describedby={joinIds(hasHelp && ids.helpId, hasError && ids.errorId)}
    >
      <Legend id={ids.labelId} $hidden={hideLegend}>
        {legend}
        <LabelMarkers required={required} optional={optional} />
      </Legend>
      {children}
      {(hasHelp || hasError) && (
        <Messages>
          {hasHelp && <FieldHelp id={ids.helpId}>{helpText}</FieldHelp>}
          {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
        </Messages>
      )}
    </FieldsetRoot>
  );
}

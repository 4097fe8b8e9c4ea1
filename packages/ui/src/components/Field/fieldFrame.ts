import type { ReactNode } from 'react';

/**
 * The label and messages every labelled control takes (inputs hand them to Field, groups to
 * Fieldset), so each control documents and forwards them the same way.
 */
export interface FieldFrameProps {
  /** Visible label (a group's legend), bound to the control. */
  label: ReactNode;
  /** Explains the control; linked with aria-describedby. */
  helpText?: ReactNode;
  /** Error message; marks the control aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Shows a required asterisk and sets aria-required (validation stays with the form). */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually; it still names the control. */
  hideLabel?: boolean;
}

/** What an input hands to its Field besides the frame: its id, class and own descriptions. */
interface FieldPlacementProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * Splits an input's props into what its Field renders (label, messages, id, class, extra
 * descriptions) and what goes on the control itself.
 */
export function splitFieldProps<P extends FieldFrameProps & FieldPlacementProps>(props: P) {
  const {
    label,
    helpText,
    error,
    required,
    optional,
    hideLabel,
    id,
    className,
    'aria-describedby': describedBy,
    ...control
  } = props;
  return {
    field: { label, helpText, error, required, optional, hideLabel, id, className, describedBy },
    control,
  };
}

/** A group's frame as Fieldset names it: the label is its legend, and hideLabel hides the legend. */
export function fieldsetFrame({ label, hideLabel, ...messages }: FieldFrameProps) {
  return { legend: label, hideLegend: hideLabel, ...messages };
}

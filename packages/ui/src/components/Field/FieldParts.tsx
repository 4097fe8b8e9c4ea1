import type { ReactNode } from 'react';
import { AlertIcon } from '../../icons/icons';
import { ErrorText, HelpText, OptionalMarker, RequiredMarker } from './Field.styles';

/** What a label shows after its text: "(optional)" or a required asterisk (aria-hidden: the control carries aria-required). */
export function LabelMarkers({ required, optional }: { required?: boolean; optional?: boolean }) {
  // The leading space keeps "Label (optional)" readable as plain text; flex layout hides it.
  if (optional) return <OptionalMarker>{' (optional)'}</OptionalMarker>;
  if (required) return <RequiredMarker aria-hidden="true">*</RequiredMarker>;
  return null;
}

export interface FieldHelpProps {
  /** Id the control points at with aria-describedby. */
  id: string;
  /** The help text. */
  children: ReactNode;
}

/** Help text under a control. */
export function FieldHelp({ id, children }: FieldHelpProps) {
  return <HelpText id={id}>{children}</HelpText>;
}

export interface FieldErrorProps {
  /** Id the control points at with aria-describedby. */
  id: string;
  /** The error message. */
  children: ReactNode;
}

/** An error message in the red tone with an icon, so colour is never the only signal. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <ErrorText id={id}>
      <AlertIcon size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}

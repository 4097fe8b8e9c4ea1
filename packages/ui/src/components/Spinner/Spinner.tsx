import { SpinnerRoot } from './Spinner.styles';

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number;
  /** Text for assistive technology; when omitted the spinner is decorative. */
  label?: string;
}

/** An indeterminate progress indicator that takes the current text colour. */
export function Spinner({ size = 16, label }: SpinnerProps) {
  return label ? (
    <SpinnerRoot $size={size} role="status" aria-label={label} />
  ) : (
    <SpinnerRoot $size={size} aria-hidden="true" />
  );
}

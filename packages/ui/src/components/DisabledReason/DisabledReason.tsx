import type { HTMLAttributes } from 'react';
import { ReasonRoot } from './DisabledReason.styles';

export interface DisabledReasonProps extends HTMLAttributes<HTMLParagraphElement> {
  /** Referenced by the disabled control's aria-describedby. */
  id: string;
  /** Why the control is disabled, e.g. 'You are offline. Reconnect to start a payout.' */
  children: string;
}

/**
 * The line beside a disabled control that says why it is disabled: a disabled control leaves the
 * tab order, so its reason must be text on the page, not a tooltip.
 */
export function DisabledReason(props: DisabledReasonProps) {
  return <ReasonRoot {...props} />;
}

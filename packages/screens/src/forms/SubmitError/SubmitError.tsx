import { Banner } from '@merchant/ui';
import type { SubmitState } from '../../types';

export interface SubmitErrorProps {
  /** The form's progress; the message shows only while it is 'error'. */
  submitState: SubmitState;
  /** The server's message. */
  message?: string;
}

/** The server's refusal of a form, announced at once. A stale message hides while retrying. */
export function SubmitError({ submitState, message }: SubmitErrorProps) {
  if (submitState !== 'error' || !message) return null;
  return (
    <Banner tone="red" role="alert">
      {message}
    </Banner>
  );
}

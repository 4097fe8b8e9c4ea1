import type { ReactNode } from 'react';
import { Button } from '@merchant/ui';
import type { SubmitState } from '../../types';

interface AuthSubmitProps {
  /** Whether the form's rule for sending is unmet. */
  disabled: boolean;
  /** The request's progress; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The action, e.g. 'Sign In'. */
  children: ReactNode;
}

/** An access form's one action: large, full width, busy while its request is pending. */
export function AuthSubmit({ disabled, submitState, children }: AuthSubmitProps) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      disabled={disabled}
      loading={submitState === 'pending'}
    >
      {children}
    </Button>
  );
}

import { useState, type FormEvent } from 'react';
import { Button, Modal, TextField } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { AuthForm } from '../components/AuthForm.styles';
import { SubmitError } from '../../forms/SubmitError';
import type { ResetRequestValues } from '../types';
import { canRequestReset } from './ForgotPasswordRequestDialog.schema';

export interface ForgotPasswordRequestDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called with the trimmed email; the app posts it and goes to /forgot-password/{identifier}. */
  onSubmit: (values: ResetRequestValues) => void;
  /** Progress of the request; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** Prefills the email, e.g. with what was typed on the sign-in form. */
  defaultIdentifier?: string;
}

function ResetRequestForm({
  onClose,
  onSubmit,
  submitState,
  errorMessage,
  defaultIdentifier = '',
}: Omit<ForgotPasswordRequestDialogProps, 'open'>) {
  const [identifier, setIdentifier] = useState(defaultIdentifier);
  const canSubmit = canRequestReset({ identifier });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit({ identifier: identifier.trim() });
  };
  return (
    <AuthForm noValidate aria-label="Reset password" onSubmit={submit}>
      <SubmitError submitState={submitState} message={errorMessage} />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        data-autofocus
        name="identifier"
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <Button type="submit" fullWidth disabled={!canSubmit} loading={submitState === 'pending'}>
        Send reset code
      </Button>
      <Button variant="secondary" fullWidth onClick={onClose}>
        Cancel
      </Button>
    </AuthForm>
  );
}

/**
 * The reset request behind sign-in's 'Reset here' link: one email field. On success the app
 * goes to /forgot-password/{identifier}, where the code and the new password are entered.
 */
export function ForgotPasswordRequestDialog({ open, ...rest }: ForgotPasswordRequestDialogProps) {
  return (
    <Modal
      open={open}
      onClose={rest.onClose}
      size="sm"
      title="Reset password"
      description="Enter the email address of your account. We will send you a one-time password to reset it."
    >
      {/* Mounted only while open, so each opening starts from the sign-in email. */}
      <ResetRequestForm {...rest} />
    </Modal>
  );
}

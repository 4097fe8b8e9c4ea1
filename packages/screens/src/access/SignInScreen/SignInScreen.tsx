import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button, Link, PasswordField, TextField } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm, InlineRow } from '../components/AuthForm.styles';
import { SubmitError } from '../../forms/SubmitError';
import type { ResetRequestState, ResetRequestValues, SignInValues } from '../types';
import { canSubmitSignIn, toSignInValues } from './SignInScreen.schema';
import { AuthSubmit } from '../components/AuthSubmit';

// 'Reset here' is the exception, not the rule: the dialog (and the modal with its focus trap)
// loads when it opens, so the first page every visit lands on ships without it.
const ForgotPasswordRequestDialog = lazy(() =>
  import('../ForgotPasswordRequestDialog').then((module) => ({
    default: module.ForgotPasswordRequestDialog,
  })),
);

export interface SignInScreenProps {
  /** Called with the trimmed email and the password; the app logs in, then goes to /dashboard or /2fa-signin. */
  onSubmit: (values: SignInValues) => void;
  /** Progress of the login call; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message (or its title), shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** The reset-request dialog that 'Reset here' opens; the app keeps `open` in the URL. */
  resetRequest: ResetRequestState;
  /** 'Reset here' was pressed. */
  onResetRequestOpen: () => void;
  /** The reset-request dialog asks to close. */
  onResetRequestClose: () => void;
  /** The reset request was sent; on success the app goes to /forgot-password/{identifier}. */
  onResetRequestSubmit: (values: ResetRequestValues) => void;
}

/** '/': sign in with email and password, with the reset request and the way to sign up. */
export function SignInScreen({
  onSubmit,
  submitState,
  errorMessage,
  resetRequest,
  onResetRequestOpen,
  onResetRequestClose,
  onResetRequestSubmit,
}: SignInScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const canSubmit = canSubmitSignIn({ email, password });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit(toSignInValues({ email, password }));
  };

  return (
    <AuthLayout
      title="Sign in to your account"
      description="Welcome back. Enter your details to continue."
      footer={
        <span>
          New here? <Link href="/sign-up">Create an Account</Link>
        </span>
      }
    >
      <AuthForm noValidate aria-label="Sign in" onSubmit={submit}>
        <SubmitError submitState={submitState} message={errorMessage} />
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <InlineRow>
          <span>Forgot your password?</span>
          <Button variant="link" size="sm" onClick={onResetRequestOpen}>
            Reset here
          </Button>
        </InlineRow>
        <AuthSubmit disabled={!canSubmit} submitState={submitState}>
          Sign In
        </AuthSubmit>
      </AuthForm>
      {resetRequest.open && (
        <Suspense fallback={null}>
          <ForgotPasswordRequestDialog
            open
            submitState={resetRequest.submitState}
            errorMessage={resetRequest.errorMessage}
            defaultIdentifier={email.trim()}
            onClose={onResetRequestClose}
            onSubmit={onResetRequestSubmit}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}

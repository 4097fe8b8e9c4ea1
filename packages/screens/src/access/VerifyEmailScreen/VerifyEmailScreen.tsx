import { Button, Link } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { BodyText, Stack } from '../components/AuthForm.styles';
import { SubmitError } from '../../forms/SubmitError';

export interface VerifyEmailScreenProps {
  /** The address the verification mail went to. */
  email: string;
  /** 'Resend Link' was pressed; the app calls the resend-verification endpoint. */
  onResend: () => void;
  /** Progress of the resend call; 'pending' makes 'Resend Link' busy. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** True only in the development environment: shows 'Verify Test Mode'. */
  isDevelopment: boolean;
  /** 'Verify Test Mode' was pressed (development only). */
  onVerifyTestMode: () => void;
}

/** /verify: after sign-up, says where the verification mail went and offers to resend it. */
export function VerifyEmailScreen({
  email,
  onResend,
  submitState,
  errorMessage,
  isDevelopment,
  onVerifyTestMode,
}: VerifyEmailScreenProps) {
  return (
    <AuthLayout title="Verify your email" footer={<Link href="/">Back to sign in page</Link>}>
      <Stack>
        <BodyText>
          We have sent a mail to <strong>{email}</strong>. Follow the link in it to verify your
          account.
        </BodyText>
        <SubmitError submitState={submitState} message={errorMessage} />
        <Button
          variant="secondary"
          fullWidth
          loading={submitState === 'pending'}
          onClick={onResend}
        >
          Resend Link
        </Button>
        {isDevelopment && (
          <Button variant="ghost" fullWidth onClick={onVerifyTestMode}>
            Verify Test Mode
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}

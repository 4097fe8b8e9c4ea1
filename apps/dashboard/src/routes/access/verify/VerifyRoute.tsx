import { useNavigate } from 'react-router-dom';
import { isDevelopmentEnvironment, readSession, useResendVerificationEmail } from '@merchant/api';
import { VerifyEmailScreen } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/**
 * '/verify': the mail went to the signed-up address. 'Verify Test Mode' exists only in the
 * development environment; it stands in for the link in the mail and returns to sign in.
 */
export function VerifyRoute() {
  const navigate = useNavigate();
  const email = readSession<string>('identifierState') ?? '';
  const resend = useResendVerificationEmail();
  return (
    <VerifyEmailScreen
      email={email}
      onResend={() => void resend.trigger(email).catch(() => undefined)}
      submitState={submitStateOf(resend)}
      errorMessage={errorMessageOf(resend.error)}
      isDevelopment={isDevelopmentEnvironment(window.location.host)}
      onVerifyTestMode={() => navigate('/')}
    />
  );
}

import { useNavigate } from 'react-router-dom';
import { isDevelopmentEnvironment, readSession, useResendVerificationEmail } from '@merchant/api';
import { VerifyEmailScreen } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

/**
 * '/verify': the mail went to the signed-up address. 'Verify Test Mode' exists only in the
 * development environment; it stands in for the link in the mail and returns to sign in.
 */
export function VerifyRoute() {
  const navigate = useNavigate();
  const email = readSession<string>('identifierState') ?? '';
  const { trigger } = useResendVerificationEmail();
  // The page stays, and the merchant may ask for the mail again.
  const resend = useAction(trigger);
  return (
    <VerifyEmailScreen
      email={email}
      onResend={() => void resend.run(email)}
      submitState={resend.submitState}
      errorMessage={resend.errorMessage}
      isDevelopment={isDevelopmentEnvironment(window.location.host)}
      onVerifyTestMode={() => navigate('/')}
    />
  );
}

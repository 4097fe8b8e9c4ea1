import { useParams } from 'react-router-dom';
import { useVerifyBusinessEmail } from '@merchant/api';
import { OnboardingEmailVerificationScreen } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';

/** '/onboarding/{token}': verifies the business email on load and shows the server's message. */
export function OnboardingVerificationRoute() {
  const token = useParams().token;
  const verification = useVerifyBusinessEmail(token);
  return (
    <OnboardingEmailVerificationScreen
      verification={toRemoteData(verification, (body) => ({
        message: body.message ?? 'Your email has been verified',
      }))}
    />
  );
}

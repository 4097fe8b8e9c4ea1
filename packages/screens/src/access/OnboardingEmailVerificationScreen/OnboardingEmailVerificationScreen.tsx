import { Banner, ErrorState, Link } from '@merchant/ui';
import type { RemoteData } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { Stack } from '../components/AuthForm.styles';
import { BusyMessage } from '../components/BusyMessage';
import { SIGN_IN_LINK_TEXT } from '../messages';
import type { EmailVerificationResult } from '../types';

export interface OnboardingEmailVerificationScreenProps {
  /** The verification the app runs on load with the route's token. */
  verification: RemoteData<EmailVerificationResult>;
}

/** /onboarding/{token}: the business-email verification's outcome, then a sign-in link. */
export function OnboardingEmailVerificationScreen({
  verification,
}: OnboardingEmailVerificationScreenProps) {
  return (
    <AuthLayout title="Email verification">
      {verification.status === 'loading' ? (
        <BusyMessage>Verifying your email…</BusyMessage>
      ) : (
        <Stack>
          {verification.status === 'ready' ? (
            <Banner tone="green">{verification.data.message}</Banner>
          ) : (
            <ErrorState message={verification.message} onRetry={verification.onRetry} />
          )}
          <Link href="/">{SIGN_IN_LINK_TEXT}</Link>
        </Stack>
      )}
    </AuthLayout>
  );
}

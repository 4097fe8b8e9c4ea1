import { useNavigate } from 'react-router-dom';
import {
  fetchProfile,
  readSession,
  useCompleteLogin,
  useResendOtp,
  type SignInIdentity,
} from '@merchant/api';
import { TwoFactorSignInScreen, type CompleteSignInValues } from '@merchant/screens';
import { getSandboxInfo } from '../../../app/sandboxInfo';
import { useAction } from '../../../app/useAction';

/** '/2fa-signin': the OTP completes the sign-in started on '/'; then the profile, then /dashboard. */
export function TwoFactorRoute() {
  const navigate = useNavigate();
  const identity = readSession<SignInIdentity>('subsidiaryInfo');
  const { trigger: completeLogin } = useCompleteLogin();
  const { trigger: resendOtp } = useResendOtp();
  const sandbox = getSandboxInfo();

  // The page leaves for the dashboard after a success: a late second click sends nothing.
  const complete = useAction(
    async ({ otp }: CompleteSignInValues) => {
      const token = await completeLogin({
        otp,
        email: identity?.email ?? '',
        subsidiaryId: identity?.id ?? '',
      });
      if (!token) return;
      await fetchProfile().catch(() => undefined);
      await navigate('/dashboard');
    },
    { holdsAfterSuccess: true },
  );
  // The page stays, and the merchant may ask for another code.
  const resend = useAction(resendOtp);

  return (
    <TwoFactorSignInScreen
      email={identity?.email}
      onSubmit={(values) => void complete.run(values)}
      submitState={complete.submitState}
      errorMessage={complete.errorMessage}
      onResendOtp={() =>
        void resend.run({ identifier: identity?.email ?? '', loginHash: identity?.loginHash ?? '' })
      }
      resendState={resend.submitState}
      demoOtpHint={sandbox ? `Sandbox OTP: ${sandbox.otp}` : undefined}
    />
  );
}

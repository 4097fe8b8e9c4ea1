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
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/** '/2fa-signin': the OTP completes the sign-in started on '/'; then the profile, then /dashboard. */
export function TwoFactorRoute() {
  const navigate = useNavigate();
  const identity = readSession<SignInIdentity>('subsidiaryInfo');
  const complete = useCompleteLogin();
  const resend = useResendOtp();
  const sandbox = getSandboxInfo();

  const submit = async ({ otp }: CompleteSignInValues) => {
    const token = await complete
      .trigger({ otp, email: identity?.email ?? '', subsidiaryId: identity?.id ?? '' })
      .catch(() => undefined);
    if (!token) return;
    await fetchProfile().catch(() => undefined);
    navigate('/dashboard');
  };

  return (
    <TwoFactorSignInScreen
      email={identity?.email}
      onSubmit={submit}
      submitState={submitStateOf(complete)}
      errorMessage={errorMessageOf(complete.error)}
      onResendOtp={() =>
        void resend
          .trigger({ identifier: identity?.email ?? '', loginHash: identity?.loginHash ?? '' })
          .catch(() => undefined)
      }
      resendState={submitStateOf(resend)}
      demoOtpHint={sandbox ? `Sandbox OTP: ${sandbox.otp}` : undefined}
    />
  );
}

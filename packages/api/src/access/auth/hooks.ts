import { useApiMutation, useApiQuery } from '../../core/swr';
import { profileKeys } from '../../shell/profile/keys';
import {
  acceptInvitation,
  completeForgotPassword,
  completeLogin,
  resendOtp,
  resendVerificationEmail,
  signUp,
  verifyBusinessEmail,
} from './client';
import { authKeys } from './keys';

export function useCompleteLogin() {
  return useApiMutation('complete-login', completeLogin, [profileKeys.all]);
}

export function useSignUp() {
  return useApiMutation('sign-up', signUp);
}

export function useCompleteForgotPassword() {
  return useApiMutation('complete-forgot-password', completeForgotPassword);
}

export function useResendOtp() {
  return useApiMutation('otp-resend', resendOtp);
}

export function useResendVerificationEmail() {
  return useApiMutation('resend-verification-email', resendVerificationEmail);
}

/** Runs the verification once per token (the /onboarding/{token} page). */
export function useVerifyBusinessEmail(token: string | undefined) {
  return useApiQuery(token ? authKeys.item('verify-business-email', { token }) : null, () =>
    verifyBusinessEmail(token ?? ''),
  );
}

export function useAcceptInvitation() {
  return useApiMutation('accept-invitation', acceptInvitation, [profileKeys.all]);
}

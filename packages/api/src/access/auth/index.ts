export { login, forgotPassword, verifyExistingUserInvitation } from './client';
export {
  useCompleteLogin,
  useSignUp,
  useCompleteForgotPassword,
  useResendOtp,
  useResendVerificationEmail,
  useVerifyBusinessEmail,
  useAcceptInvitation,
} from './hooks';
export type { LoginPayload, SignInIdentity, ForgotPasswordPayload } from './schemas';

export {
  login,
  completeLogin,
  signUp,
  forgotPassword,
  completeForgotPassword,
  resendOtp,
  resendVerificationEmail,
  verifyBusinessEmail,
  acceptInvitation,
  COMPLETE_SIGN_IN_FAILED,
} from './client';
export type { SignInResult } from './client';
export {
  useLogin,
  useCompleteLogin,
  useSignUp,
  useForgotPassword,
  useCompleteForgotPassword,
  useResendOtp,
  useResendVerificationEmail,
  useVerifyBusinessEmail,
  useAcceptInvitation,
} from './hooks';
export { authKeys } from './keys';
export type {
  LoginPayload,
  LoginResponse,
  SignInIdentity,
  CompleteLoginPayload,
  SignUpPayload,
  ForgotPasswordPayload,
  CompleteForgotPasswordPayload,
  ResendOtpPayload,
  AcceptInvitationPayload,
} from './schemas';

import type { SubmitState } from '../types';

/** What the sign-in form sends: the login call's Email and Password. */
export interface SignInValues {
  /** As typed, trimmed. */
  email: string;
  /** As typed. */
  password: string;
}

/** What a reset request sends: POST /forgot-password with the identifier (the account email). */
export interface ResetRequestValues {
  /** The account email, trimmed. */
  identifier: string;
}

/** The reset-request dialog's state, owned by the app (an open dialog lives in the URL). */
export interface ResetRequestState {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Progress of the request; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message when the request failed. */
  errorMessage?: string;
}

/** The sign-up payload with the API's exact field names: the contract's (`signUp`). */
export type { SignUpPayload } from '@merchant/api/contract';

/** What completing a two-step sign-in sends; the app adds the email and subsidiary id. */
export interface CompleteSignInValues {
  /** The one-time password, trimmed, at least 6 characters. */
  otp: string;
}

/** What the reset form sends; the app adds the email and identifier from the route. */
export interface ResetPasswordValues {
  /** The one-time password that came by mail, trimmed. */
  otp: string;
  /** The new password. */
  newPassword: string;
  /** The new password typed again (equal to `newPassword`). */
  confirmPassword: string;
}

/** What accepting an invitation sends; the app adds the token from the route. */
export interface AcceptInvitationValues {
  /** The typed password, or a generated one when the field was left empty. */
  password: string;
}

/** The automatic verification of an existing user's invitation (isExistingUser=true). */
export type InvitationVerification =
  | { status: 'verifying' }
  | { status: 'verified'; message: string }
  | { status: 'error'; message: string };

/** The server's answer to the business-email verification of /onboarding/{token}. */
export interface EmailVerificationResult {
  /** The message the server returned, shown as is. */
  message: string;
}

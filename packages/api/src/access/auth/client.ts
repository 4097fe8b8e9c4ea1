import { businessFailure, request } from '../../core/http';
import { emitApiEvent } from '../../core/events';
import { setAccessToken, writeSession } from '../../core/session';
import {
  type AcceptInvitationPayload,
  type CompleteForgotPasswordPayload,
  type CompleteLoginPayload,
  type LoginPayload,
  type ResendOtpPayload,
  type SignInIdentity,
  type SignUpPayload,
  type ForgotPasswordPayload,
} from './schemas';
import { authOperations as op } from './operations';

export const COMPLETE_SIGN_IN_FAILED = 'Unable to complete sign in at this time';

export interface SignInResult {
  /** Present when the login needs no OTP; already stored in session storage. */
  accessToken: string | undefined;
  message: string | undefined;
  /** id (subsidiary), email and loginHash for the OTP step; also stored as subsidiaryInfo. */
  identity: SignInIdentity | undefined;
}

/**
 * Step one of sign-in. A token means no second step; otherwise the server sent an OTP and its
 * message is shown as a success toast before /2fa-signin.
 */
export async function login(payload: LoginPayload): Promise<SignInResult> {
  const body = await request(op.login, { body: payload });
  if (body.data) writeSession('subsidiaryInfo', body.data);
  if (body.token) setAccessToken(body.token);
  else if (body.message) emitApiEvent({ type: 'success', message: body.message });
  return { accessToken: body.token, message: body.message, identity: body.data };
}

/** Step two: the OTP. Without a token in the answer it fails with the spec's message. */
export async function completeLogin(payload: CompleteLoginPayload): Promise<string> {
  const body = await request(op.completeLogin, { body: payload });
  if (!body.token) return businessFailure(op.completeLogin, null, COMPLETE_SIGN_IN_FAILED);
  setAccessToken(body.token);
  return body.token;
}

export function signUp(payload: SignUpPayload) {
  return request(op.signUp, { body: payload, notifySuccess: true });
}

export function forgotPassword(payload: ForgotPasswordPayload) {
  return request(op.forgotPassword, { body: payload, notifySuccess: true });
}

export function completeForgotPassword(payload: CompleteForgotPasswordPayload) {
  return request(op.completeForgotPassword, { body: payload, notifySuccess: true });
}

export function resendOtp(payload: ResendOtpPayload) {
  return request(op.resendOtp, { body: payload, notifySuccess: true });
}

export function resendVerificationEmail(email: string) {
  return request(op.resendVerificationEmail, { query: { email }, notifySuccess: true });
}

/** Verifies the business email on load of /onboarding/{token}; the page shows the message. */
export function verifyBusinessEmail(token: string) {
  return request(op.verifyBusinessEmail, { query: { token } });
}

/** A new user accepts an invitation with a password; a returned token signs them in. */
export async function acceptInvitation(payload: AcceptInvitationPayload) {
  const body = await request(op.acceptInvitation, { body: payload, notifySuccess: true });
  if (body.token) setAccessToken(body.token);
  return body;
}

/**
 * An existing user's invitation, verified on load of the link: the page then offers the sign-in
 * link, so a token in the answer is dropped here, or whoever holds the link would be signed in.
 */
export async function verifyExistingUserInvitation(
  payload: AcceptInvitationPayload,
): Promise<{ message: string | undefined }> {
  const body = await request(op.acceptInvitation, { body: payload, notifySuccess: true });
  return { message: body.message };
}

import * as z from 'zod';
import {
  acceptInvitationPayload,
  completeForgotPasswordPayload,
  completeLoginPayload,
  forgotPasswordPayload,
  loginPayload,
  loginResponse,
  resendOtpPayload,
  signUpPayload,
  tokenResponse,
} from './schemas';
import { messageResponse } from '../core/schema';
import { defineOperations, text } from '../core/operation';

export const authOperations = defineOperations('auth', {
  login: {
    method: 'POST',
    path: '/subsidiary/dashboard/login',
    summary: 'Sign in; a token means no OTP step, otherwise an OTP was sent.',
    public: true,
    body: loginPayload,
    response: loginResponse,
  },
  completeLogin: {
    method: 'POST',
    path: '/subsidiary/dashboard/complete/login',
    summary: 'Complete sign-in with the OTP (path chosen: the spec does not show it).',
    public: true,
    body: completeLoginPayload,
    response: tokenResponse,
  },
  signUp: {
    method: 'POST',
    path: '/subsidiary/dashboard/signup',
    summary: 'Create an account and its first business.',
    public: true,
    body: signUpPayload,
    response: messageResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/subsidiary/dashboard/forgot-password',
    summary: 'Send a password reset OTP.',
    public: true,
    body: forgotPasswordPayload,
    response: messageResponse,
  },
  completeForgotPassword: {
    method: 'POST',
    path: '/subsidiary/dashboard/complete/forgot-password',
    summary: 'Set a new password with the reset OTP.',
    public: true,
    body: completeForgotPasswordPayload,
    response: messageResponse,
  },
  resendOtp: {
    method: 'POST',
    path: '/subsidiary/dashboard/otp-resend',
    summary: 'Resend the sign-in OTP.',
    public: true,
    body: resendOtpPayload,
    response: messageResponse,
  },
  resendVerificationEmail: {
    method: 'GET',
    path: '/subsidiary/dashboard/resend/verification/email',
    summary: 'Resend the business e-mail verification.',
    public: true,
    query: z.object({ email: text('The address to verify.') }),
    response: messageResponse,
  },
  verifyBusinessEmail: {
    method: 'GET',
    path: '/subsidiary/dashboard/verify/business/email',
    summary: 'Verify the business e-mail (/onboarding/{token}).',
    public: true,
    query: z.object({ token: text('The token of the verification link.') }),
    response: messageResponse,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/subsidiary/dashboard/users/verify',
    summary: 'Accept a team invitation and set a password.',
    public: true,
    body: acceptInvitationPayload,
    response: tokenResponse,
  },
});

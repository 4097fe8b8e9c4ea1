import * as z from 'zod/mini';
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
import { messageResponse } from '../../core/schema';
import { defineOperations, text } from '../../core/operation';

export const authOperations = defineOperations('auth', {
  login: {
    method: 'POST',
    path: '/subsidiary/dashboard/login',
    public: true,
    body: loginPayload,
    response: loginResponse,
  },
  completeLogin: {
    method: 'POST',
    path: '/subsidiary/dashboard/complete/login',
    public: true,
    body: completeLoginPayload,
    response: tokenResponse,
  },
  signUp: {
    method: 'POST',
    path: '/subsidiary/dashboard/signup',
    public: true,
    body: signUpPayload,
    response: messageResponse,
  },
  forgotPassword: {
    method: 'POST',
    path: '/subsidiary/dashboard/forgot-password',
    public: true,
    body: forgotPasswordPayload,
    response: messageResponse,
  },
  completeForgotPassword: {
    method: 'POST',
    path: '/subsidiary/dashboard/complete/forgot-password',
    public: true,
    body: completeForgotPasswordPayload,
    response: messageResponse,
  },
  resendOtp: {
    method: 'POST',
    path: '/subsidiary/dashboard/otp-resend',
    public: true,
    body: resendOtpPayload,
    response: messageResponse,
  },
  resendVerificationEmail: {
    method: 'GET',
    path: '/subsidiary/dashboard/resend/verification/email',
    public: true,
    query: z.object({ email: text('The address to verify.') }),
    response: messageResponse,
  },
  verifyBusinessEmail: {
    method: 'GET',
    path: '/subsidiary/dashboard/verify/business/email',
    public: true,
    query: z.object({ token: text('The token of the verification link.') }),
    response: messageResponse,
  },
  acceptInvitation: {
    method: 'POST',
    path: '/subsidiary/dashboard/users/verify',
    public: true,
    body: acceptInvitationPayload,
    response: tokenResponse,
  },
});

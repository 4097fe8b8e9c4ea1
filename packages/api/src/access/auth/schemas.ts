import * as z from 'zod/mini';
import { id, optionalText, withAliases } from '../../core/schema';

/** `login` (the spec's field casing). */
export const loginPayload = z.object({ Email: z.string(), Password: z.string() });
export type LoginPayload = z.infer<typeof loginPayload>;

/** The sign-in identity the 2FA step needs: subsidiary id, email and loginHash. */
const signInIdentity = withAliases(
  { loginHash: ['login_hash'] },
  z.object({ id, email: z.string(), loginHash: optionalText }),
);
export type SignInIdentity = z.infer<typeof signInIdentity>;

const accessToken = z.pipe(
  z.nullish(z.object({ accessToken: optionalText })),
  z.transform((token) => token?.accessToken),
);

/** Calls that may hand out a session: status, message, token.accessToken. */
export const tokenResponse = z.object({
  status: z.optional(z.union([z.string(), z.boolean(), z.number()])),
  message: optionalText,
  token: accessToken,
});

/** The login answer; the subsidiary info is read from `data` (or `subsidiary`/`subsidiaryInfo`). */
export const loginResponse = withAliases(
  { data: ['subsidiary', 'subsidiaryInfo'] },
  z.extend(tokenResponse, {
    data: z.pipe(
      z.nullish(signInIdentity),
      z.transform((value) => value ?? undefined),
    ),
  }),
);

/** The OTP step of sign-in (`completeLogin`, whose path is chosen: the spec does not show it). */
export const completeLoginPayload = z.object({
  otp: z.string(),
  email: z.string(),
  subsidiaryId: z.string(),
});
export type CompleteLoginPayload = z.infer<typeof completeLoginPayload>;

export const signUpPayload = z.object({
  firstName: z.string(),
  lastName: z.string(),
  userEmail: z.string(),
  MobileNumber: z.string(),
  /** The business name. */
  name: z.string(),
  password: z.string(),
  confirmpassword: z.string(),
});
export type SignUpPayload = z.infer<typeof signUpPayload>;

export const forgotPasswordPayload = z.object({ identifier: z.string() });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayload>;

export const completeForgotPasswordPayload = z.object({
  email: z.string(),
  newPassword: z.string(),
  otp: z.string(),
  confirmPassword: z.string(),
  identifier: z.string(),
});
export type CompleteForgotPasswordPayload = z.infer<typeof completeForgotPasswordPayload>;

export const resendOtpPayload = z.object({ identifier: z.string(), loginHash: z.string() });
export type ResendOtpPayload = z.infer<typeof resendOtpPayload>;

/** Invitation acceptance (`acceptInvitation`). */
export const acceptInvitationPayload = z.object({ token: z.string(), password: z.string() });
export type AcceptInvitationPayload = z.infer<typeof acceptInvitationPayload>;

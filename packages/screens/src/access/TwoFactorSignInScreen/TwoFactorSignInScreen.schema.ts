import * as z from 'zod/mini';

/** The spec's minimum OTP length (part 1, sections 5 and 9). */
export const OTP_MIN_LENGTH = 6;

/** The spec's message when the OTP call returns no access token; the app passes it as `errorMessage`. */
export const COMPLETE_SIGN_IN_ERROR = 'Unable to complete sign in at this time';

export const completeSignInSchema = z.object({
  otp: z
    .string()
    .check(
      z.trim(),
      z.minLength(OTP_MIN_LENGTH, `OTP must be at least ${OTP_MIN_LENGTH} characters`),
    ),
});

export type CompleteSignInFormValues = z.input<typeof completeSignInSchema>;

/** Spec: "Complete sign-in: the OTP must be at least 6 characters". */
export function canCompleteSignIn({ otp }: CompleteSignInFormValues): boolean {
  return otp.trim().length >= OTP_MIN_LENGTH;
}

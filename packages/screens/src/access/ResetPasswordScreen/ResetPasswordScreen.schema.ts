import * as z from 'zod/mini';
import { requiredMessage } from '../../validation/messages';

export const resetPasswordLabels = {
  otp: 'OTP',
  newPassword: 'Password',
  confirmPassword: 'Confirm password',
} as const;

/** The sign-up mismatch text, reused for the same rule here. */
const RESET_PASSWORD_MISMATCH = 'Password does not match';

export const resetPasswordSchema = z
  .object({
    otp: z.string().check(z.trim(), z.minLength(1, requiredMessage(resetPasswordLabels.otp))),
    newPassword: z.string().check(z.minLength(1, requiredMessage(resetPasswordLabels.newPassword))),
    confirmPassword: z
      .string()
      .check(z.minLength(1, requiredMessage(resetPasswordLabels.confirmPassword))),
  })
  .check(
    z.refine((values) => values.confirmPassword === values.newPassword, {
      message: RESET_PASSWORD_MISMATCH,
      path: ['confirmPassword'],
      when: (payload) => {
        const value = payload.value as Partial<Record<'confirmPassword', unknown>>;
        return typeof value.confirmPassword === 'string' && value.confirmPassword.length > 0;
      },
    }),
  );

export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

/**
 * Spec: "enabled only when email, OTP, new password and confirm password are all present and
 * the two passwords are equal". The email is the route's identifier.
 */
export function canResetPassword(
  identifier: string,
  { otp, newPassword, confirmPassword }: ResetPasswordFormValues,
): boolean {
  return (
    identifier.trim() !== '' &&
    otp.trim() !== '' &&
    newPassword !== '' &&
    confirmPassword !== '' &&
    newPassword === confirmPassword
  );
}

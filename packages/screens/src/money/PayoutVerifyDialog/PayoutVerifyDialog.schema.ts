import * as z from 'zod/mini';

/** The spec's generic '${label} is required!' (part 1 section 5). */
export const payoutVerifyMessages = { otpRequired: 'OTP is required!' } as const;

export const payoutVerifySchema = z.object({
  otp: z.string().check(z.trim(), z.minLength(1, payoutVerifyMessages.otpRequired)),
});

export type PayoutVerifyFormValues = z.input<typeof payoutVerifySchema>;

/** Part 2 section 5: "OTP verify is enabled only when an OTP is entered." */
export function canVerifyOtp({ otp }: PayoutVerifyFormValues): boolean {
  return otp.trim() !== '';
}

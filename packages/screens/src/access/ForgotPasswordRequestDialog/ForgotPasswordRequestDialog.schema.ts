import * as z from 'zod';

/** The reset request sends the account email as `identifier`. */
export const resetRequestSchema = z.object({
  identifier: z.string().trim().min(1),
});

export type ResetRequestFormValues = z.input<typeof resetRequestSchema>;

/** Spec: "Reset request: enabled only when the identifier (email) is non-empty". */
export function canRequestReset({ identifier }: ResetRequestFormValues): boolean {
  return identifier.trim() !== '';
}

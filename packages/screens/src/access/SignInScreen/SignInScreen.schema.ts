import * as z from 'zod';

/** Sign-in has no client-side rules beyond trimming the email: the server judges the pair. */
export const signInSchema = z.object({
  email: z.string().trim(),
  password: z.string(),
});

export type SignInFormValues = z.input<typeof signInSchema>;

/** Spec: "the button is disabled only when both email and password are empty". */
export function canSubmitSignIn({ email, password }: SignInFormValues): boolean {
  return email.trim() !== '' || password !== '';
}

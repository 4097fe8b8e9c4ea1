/**
 * Sign-in has no client-side rules beyond trimming the email: the server judges the pair. The
 * form keeps plain React state, not react-hook-form and zod, so the landing page ships neither
 * (docs/adr/005-sign-in-bundle.md).
 */
export interface SignInFormValues {
  /** As typed. */
  email: string;
  /** As typed. */
  password: string;
}

/** Spec: "the button is disabled only when both email and password are empty". */
export function canSubmitSignIn({ email, password }: SignInFormValues): boolean {
  return email.trim() !== '' || password !== '';
}

/** What the form sends: the email trimmed, the password as typed. */
export function toSignInValues({ email, password }: SignInFormValues): SignInFormValues {
  return { email: email.trim(), password };
}

/** The reset request sends the account email as `identifier` (plain state: see SignInScreen.schema.ts). */
export interface ResetRequestFormValues {
  /** The account email, as typed. */
  identifier: string;
}

/** Spec: "Reset request: enabled only when the identifier (email) is non-empty". */
export function canRequestReset({ identifier }: ResetRequestFormValues): boolean {
  return identifier.trim() !== '';
}

/** The spec's generic message for a required field without its own text (part 1, section 5). */
export function requiredMessage(label: string): string {
  return `${label} is required!`;
}

/** Shown with a verification result so the user can continue to `/`. */
export const SIGN_IN_LINK_TEXT = 'Go to sign in';

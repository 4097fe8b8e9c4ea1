/** The spec's generic message for a required field without its own text (part 1, section 5). */
export function requiredMessage(label: string): string {
  return `${label} is required!`;
}

/**
 * The spec's generic message for a value outside its range (part 1, section 5): every field
 * with a lower and an upper bound says it in these words. `min` and `max` are written as the
 * field shows them (e.g. 'NGN 0.01').
 */
export function rangeMessage(label: string, min: string, max: string): string {
  return `${label} must be between ${min} and ${max}`;
}

/** Shown with a verification result so the user can continue to `/`. */
export const SIGN_IN_LINK_TEXT = 'Go to sign in';

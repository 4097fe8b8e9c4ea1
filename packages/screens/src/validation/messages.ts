/**
 * The spec's generic field messages (part 1, section 5), which every domain's forms use: built
 * from the field's visible label, so each field says its own name.
 */

/** A required field without a text of its own. */
export function requiredMessage(label: string): string {
  return `${label} is required!`;
}

/**
 * A value outside its range: every field with a lower and an upper bound says it in these words.
 * `min` and `max` are written as the field shows them (e.g. 'NGN 0.01').
 */
export function rangeMessage(label: string, min: string, max: string): string {
  return `${label} must be between ${min} and ${max}`;
}

/** A field that must be a number. */
export function numberMessage(label: string): string {
  return `${label} is not a valid number!`;
}

/** A field that must be an email address. */
export function emailMessage(label: string): string {
  return `${label} is not a valid email!`;
}

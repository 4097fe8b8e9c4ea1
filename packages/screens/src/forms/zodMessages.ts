/**
 * zod classic's English messages, for the checks that carry no message of ours. zod/mini loads
 * no locale (its own messages read 'Invalid input'), so these checks name the words zod classic
 * gave them: a field that shows its error shows the same text as before.
 */

/** A string shorter than `minimum` characters. */
export const tooShort = (minimum: number) =>
  `Too small: expected string to have >=${minimum} characters`;

/** A string longer than `maximum` characters. */
export const tooLong = (maximum: number) =>
  `Too big: expected string to have <=${maximum} characters`;

/** A list of fewer than `minimum` items. */
export const tooFewItems = (minimum: number) =>
  `Too small: expected array to have >=${minimum} items`;

/** A list of more than `maximum` items. */
export const tooManyItems = (maximum: number) =>
  `Too big: expected array to have <=${maximum} items`;

/** A value that is none of an enum's `values`. */
export const invalidOption = (values: readonly string[]) =>
  `Invalid option: expected one of ${values.map((value) => `"${value}"`).join('|')}`;

/**
 * The password rule of sign-up (part 1, section 5), which an accepted invitation and a password
 * change follow too: at least 8 characters with a lowercase, an uppercase, a digit and one of
 * . ! @ # $ & * _
 */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[.!@#$&*_]).{8,}$/;

/** The spec's message for a password that breaks the rule, as the spec writes it. */
export const PASSWORD_STRENGTH_MESSAGE =
  'Password must contain atleast one lowercase, uppercase, digit & special case letter{.!@#$&*_}.';

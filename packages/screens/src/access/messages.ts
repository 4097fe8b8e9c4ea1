/** Shown with a verification result so the user can continue to `/`. */
export const SIGN_IN_LINK_TEXT = 'Go to sign in';

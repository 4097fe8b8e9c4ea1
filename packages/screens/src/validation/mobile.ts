/**
 * A Nigerian mobile number's national digits (the field shows +234): the spec's onboarding texts
 * (part 1, section 5), which sign-up, a new customer and a team invitation reuse, as the spec
 * sets no text of their own for them.
 */
export const mobileMessages = {
  digits: 'mobile number should contain number',
  length: 'Mobile number must contain 10 character',
} as const;

/** Letters only (any script): the spec's rule for last names, and for a KYC first name. */
export const LETTERS_ONLY = /^\p{L}+$/u;

import { requiredMessage } from '../access/messages';

export { requiredMessage };

/** The spec's generic message for a field that must be a number (part 1, section 5). */
export function numberMessage(label: string): string {
  return `${label} is not a valid number!`;
}

/** The spec's generic message for a field that must be an email address (part 1, section 5). */
export function emailMessage(label: string): string {
  return `${label} is not a valid email!`;
}

/** The onboarding forms' exact messages (part 1, section 5, "Onboarding forms"). */
export const kycMessages = {
  firstNameAlphabet: 'First name must only contain alphabet',
  lastNameAlphabet: 'Last name must only contain alphabet',
  shareholderMobileLength: 'Mobile number must be 10 digits',
  mobileDigits: 'mobile number should contain number',
  bvnLength: 'bvn should contain 11 number',
  dateFormat: 'date must be in this YYYY-MM-DD format',
  identityDocumentSize: 'Document should be 5bm or less',
  registrationDocumentSize: 'Document should be 5mb or less',
  proofOfAddressRequired: 'Proof of address is required',
  identificationRequired: 'Identification file is required is required',
  registrationFallback: 'Files sizes may be too large',
  registrationViewFallback: 'Unable to get business registration documents',
} as const;

/** Letters only (any script), for first and last names. */
export const LETTERS_ONLY = /^\p{L}+$/u;
/** A Bank Verification Number has exactly this many digits. */
export const BVN_LENGTH = 11;
/** Exactly a BVN's digits. */
export const BVN_PATTERN = new RegExp(`^\\d{${BVN_LENGTH}}$`);
/** A calendar day written YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

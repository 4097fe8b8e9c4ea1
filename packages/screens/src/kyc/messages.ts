import { mobileMessages } from '../validation/mobile';

/** The onboarding forms' exact messages (part 1, section 5, "Onboarding forms"). */
export const kycMessages = {
  firstNameAlphabet: 'First name must only contain alphabet',
  lastNameAlphabet: 'Last name must only contain alphabet',
  shareholderMobileLength: 'Mobile number must be 10 digits',
  mobileDigits: mobileMessages.digits,
  bvnLength: 'bvn should contain 11 number',
  dateFormat: 'date must be in this YYYY-MM-DD format',
  identityDocumentSize: 'Document should be 5bm or less',
  registrationDocumentSize: 'Document should be 5mb or less',
  proofOfAddressRequired: 'Proof of address is required',
  identificationRequired: 'Identification file is required is required',
  registrationFallback: 'Files sizes may be too large',
  registrationViewFallback: 'Unable to get business registration documents',
} as const;

/** A calendar day written YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

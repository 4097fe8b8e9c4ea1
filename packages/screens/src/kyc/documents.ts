import { kycMessages } from './messages';

/** Identity and registration documents: png, jpg, jpeg and pdf (part 1, section 9). */
const DOCUMENT_TYPES = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** Identity and registration uploads: at most 5 MB each (part 1, section 9). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The spec gives no text for a refused file type, so this one names the types that are
 * accepted; the size texts are the spec's own.
 */
export const DOCUMENT_TYPE_MESSAGE = 'Document should be a png, jpg, jpeg or pdf file';

/** What the help line under every document upload says. */
const DOCUMENT_HELP = 'PNG, JPG, JPEG or PDF, 5 MB at most';

/** FileUpload rules for identity documents (ID, proof of address, director's ID). */
export const identityDocumentRules = {
  accept: DOCUMENT_TYPES,
  maxSize: DOCUMENT_MAX_BYTES,
  sizeMessage: kycMessages.identityDocumentSize,
  typeMessage: DOCUMENT_TYPE_MESSAGE,
  helpText: DOCUMENT_HELP,
} as const;

/** FileUpload rules for the business registration documents. */
export const registrationDocumentRules = {
  ...identityDocumentRules,
  sizeMessage: kycMessages.registrationDocumentSize,
} as const;

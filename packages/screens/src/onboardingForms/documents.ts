import { onboardingMessages } from './rules';

const MB = 1024 * 1024;

/**
 * Identity documents: png, jpg, jpeg or pdf, 5 MB at most (part 1, sections 5 and 9). The spec
 * gives no text for a refused type, so that one names the accepted types; the size text is the
 * spec's own, typo included.
 */
export const identityDocumentRules = {
  accept: ['png', 'jpg', 'jpeg', 'pdf'],
  maxSize: 5 * MB,
  sizeMessage: onboardingMessages.identityDocumentSize,
  typeMessage: 'Document should be a png, jpg, jpeg or pdf file',
  helpText: 'PNG, JPG, JPEG or PDF, 5 MB at most',
} as const;

/** The business logo: png, jpg or jpeg, 1 MB at most. */
export const logoRules = {
  accept: ['png', 'jpg', 'jpeg'],
  maxSize: 1 * MB,
  sizeMessage: onboardingMessages.logoSize,
  typeMessage: 'Logo should be a png, jpg or jpeg file',
  helpText: 'PNG, JPG or JPEG, 1 MB at most',
} as const;

/** The rules one upload applies before a file is accepted. */
export type DocumentRules = typeof identityDocumentRules | typeof logoRules;

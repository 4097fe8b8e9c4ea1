import { identityDocumentRules } from '../../kyc/documents';
import { onboardingMessages } from './rules';

/**
 * Identity documents (png, jpg, jpeg or pdf, 5 MB at most, 'Document should be 5bm or less'):
 * the same rules as the KYC forms' identity uploads, written once there.
 */
export { identityDocumentRules };

const MB = 1024 * 1024;

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

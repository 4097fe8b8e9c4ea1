// Apart from the schemas: /me's schema reads them, and the dashboard's shell should not build
// the subsidiaries list's schemas to get two lists of words (docs/adr/011, tenth update).

/** A business's (subsidiary's) own status, part 2 section 4, in its order. */
export const BUSINESS_STATUSES = ['New', 'Pending-Approval', 'Active'] as const;
/** A status the spec names for a business (`status`). */
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** A subsidiary's verification status, part 2 section 4, in its order. */
export const SUBSIDIARY_VERIFICATION_STATUSES = [
  'Active',
  'Declined',
  'Pending-Approval',
  'Pending-Verification',
  'New',
] as const;
/** A status the spec names for `verificationStatus`. */
export type SubsidiaryVerificationStatus = (typeof SUBSIDIARY_VERIFICATION_STATUSES)[number];

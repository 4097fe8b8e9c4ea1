import { defineStatusMap, type SelectOption } from '@merchant/ui';

/** A business's (subsidiary's) own status, part 2 section 4, in its order. */
export const BUSINESS_STATUSES = ['New', 'Pending-Approval', 'Active'] as const;

/** A status the API sends for a business (`status`). */
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** Badge colours: "New (indigo), Pending-Approval (orange), Active (green)". */
export const businessStatusMap = defineStatusMap<BusinessStatus>({
  New: { label: 'New', tone: 'indigo' },
  'Pending-Approval': { label: 'Pending-Approval', tone: 'orange' },
  Active: { label: 'Active', tone: 'green' },
});

/** A subsidiary's verification status, part 2 section 4, in its order. */
export const SUBSIDIARY_VERIFICATION_STATUSES = [
  'Active',
  'Declined',
  'Pending-Approval',
  'Pending-Verification',
  'New',
] as const;

/** A status the API sends as `verificationStatus`. */
export type SubsidiaryVerificationStatus = (typeof SUBSIDIARY_VERIFICATION_STATUSES)[number];

/**
 * Badge colours: "Active green, Declined red, Pending-Approval orange, Pending-Verification
 * indigo, New blue". New is blue here but indigo as a business status: the spec gives the two
 * tables separately, so each keeps its own.
 */
export const subsidiaryVerificationStatusMap = defineStatusMap<SubsidiaryVerificationStatus>({
  Active: { label: 'Active', tone: 'green' },
  Declined: { label: 'Declined', tone: 'red' },
  'Pending-Approval': { label: 'Pending-Approval', tone: 'orange' },
  'Pending-Verification': { label: 'Pending-Verification', tone: 'indigo' },
  New: { label: 'New', tone: 'blue' },
});

/** The subsidiaries list's status filter, part 2: "Pending, Not Started, Approved, Declined". */
export const SUBSIDIARY_STATUS_FILTER_OPTIONS = [
  { value: 'Pending', label: 'Pending' },
  { value: 'Not Started', label: 'Not Started' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Declined', label: 'Declined' },
] as const satisfies readonly SelectOption[];

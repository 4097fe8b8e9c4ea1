import { defineStatusMap, type SelectOption } from '@merchant/ui';
import {
  BUSINESS_STATUSES,
  SUBSIDIARY_STATUS_FILTERS,
  SUBSIDIARY_VERIFICATION_STATUSES,
  type BusinessStatus,
  type SubsidiaryStatusFilter,
  type SubsidiaryVerificationStatus,
} from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { BUSINESS_STATUSES, SUBSIDIARY_VERIFICATION_STATUSES };
export type { BusinessStatus, SubsidiaryVerificationStatus, SubsidiaryStatusFilter };

/** Badge colours: "New (indigo), Pending-Approval (orange), Active (green)". */
export const businessStatusMap = defineStatusMap<BusinessStatus>({
  New: 'indigo',
  'Pending-Approval': 'orange',
  Active: 'green',
});

/**
 * Badge colours: "Active green, Declined red, Pending-Approval orange, Pending-Verification
 * indigo, New blue". New is blue here but indigo as a business status: the spec gives the two
 * tables separately, so each keeps its own.
 */
export const subsidiaryVerificationStatusMap = defineStatusMap<SubsidiaryVerificationStatus>({
  Active: 'green',
  Declined: 'red',
  'Pending-Approval': 'orange',
  'Pending-Verification': 'indigo',
  New: 'blue',
});

/** The subsidiaries list's status filter, part 2: "Pending, Not Started, Approved, Declined". */
export const SUBSIDIARY_STATUS_FILTER_OPTIONS = (
  Object.keys(SUBSIDIARY_STATUS_FILTERS) as SubsidiaryStatusFilter[]
).map((value) => ({ value, label: value })) satisfies readonly SelectOption[];

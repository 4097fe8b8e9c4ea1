import * as z from 'zod/mini';
import {
  flag,
  id,
  list,
  listResponse,
  optionalNumeric,
  optionalStatus,
  optionalText,
  withAliases,
} from '../../core/schema';

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

const subsidiary = withAliases(
  { name: ['businessName'] },
  z.object({
    id,
    name: z.string(),
    description: optionalText,
    subsidiaryLogo: optionalText,
    isDefault: z.pipe(
      z.nullish(flag),
      z.transform((value) => value ?? false),
    ),
    /** One of BUSINESS_STATUSES, or another word the server sends. */
    status: optionalStatus(BUSINESS_STATUSES),
    businessType: optionalText,
    /** One of SUBSIDIARY_VERIFICATION_STATUSES, or another word the server sends. */
    verificationStatus: optionalStatus(SUBSIDIARY_VERIFICATION_STATUSES),
    supportEmail: optionalText,
    country: optionalText,
    dateCreated: optionalText,
  }),
);
export type Subsidiary = z.infer<typeof subsidiary>;

/** subsidiaryDetails (subsidiaries, total), at the top or under data. */
export const subsidiariesResponse = listResponse(
  z.object({
    subsidiaryDetails: z.object({ subsidiaries: list(subsidiary), total: optionalNumeric }),
  }),
);

/** The 'Add new business' form. */
export interface NewSubsidiary {
  name: string;
  description: string;
  country: string;
  email: string;
  /** The logo file. */
  image?: File;
  businessType: 'Individual' | 'Company';
  /** The business the new one is created under (the active one). */
  businessId: string;
  isDefault: boolean;
  /** Country dial code plus number, e.g. +2348031234567. */
  mobileNumber: string;
}

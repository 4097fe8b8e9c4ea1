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
import { BUSINESS_STATUSES, SUBSIDIARY_VERIFICATION_STATUSES } from './statuses';

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

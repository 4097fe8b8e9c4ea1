import * as z from 'zod';
import { flag, id, list, listResponse, optionalNumeric, optionalText, withAliases } from '../core';

const subsidiary = withAliases(
  { name: ['businessName'] },
  z.object({
    id,
    name: z.string(),
    description: optionalText,
    subsidiaryLogo: optionalText,
    isDefault: flag.nullish().transform((value) => value ?? false),
    status: optionalText,
    businessType: optionalText,
    /** Active, Declined, Pending-Approval, Pending-Verification or New. */
    verificationStatus: optionalText,
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

import * as z from 'zod/mini';
import { id, list, listResponse, optionalText, withAliases } from '../core/schema';

/** A settlement bank account (`fetchSettlementBanks`); bankId also read from bank_id. */
const settlementBank = withAliases(
  { bankId: ['bank_id'] },
  z.object({
    accountNumber: z.string(),
    accountName: z.string(),
    bankId: id,
    bankName: optionalText,
  }),
);
export const settlementBanksResponse = listResponse(z.object({ data: list(settlementBank) }));

/** The Bank Details tab; the client also sends bankId as bank_id, as the API expects both. */
export const settlementBankPayload = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankId: z.string(),
});
export type SettlementBankPayload = z.infer<typeof settlementBankPayload>;

/** The Profile tab (`fetchKycProfile`), in the API's snake_case. */
const kycProfile = z.object({
  legal_business_name: optionalText,
  business_name: optionalText,
  email: optionalText,
  description: optionalText,
  bvn: optionalText,
  industry: optionalText,
  /** Individual or Company. */
  business_type: optionalText,
  country: optionalText,
});
export const kycProfileResponse = z.object({
  data: z.pipe(
    z.nullish(kycProfile),
    z.transform((value) => value ?? undefined),
  ),
});

/** `updateBusinessProfile`: the profile fields plus country. */
export const businessProfileUpdate = z.object({
  business_name: z.string(),
  email: z.string(),
  description: z.string(),
  bvn: z.string(),
  industry: z.string(),
  business_type: z.enum(['Individual', 'Company']),
  legal_business_name: z.string(),
  country: z.string(),
});
export type BusinessProfileUpdate = z.infer<typeof businessProfileUpdate>;

/** The Director's Information tab (multipart). */
export const directorKycForm = z.object({
  directorname: z.string(),
  idnumber: z.string(),
  id: z.instanceof(Blob),
});
export type DirectorKycForm = z.infer<typeof directorKycForm>;

/** The KYC Details tab (multipart). */
export const kycDocumentsForm = z.object({
  proofofaddress: z.instanceof(Blob),
  id: z.instanceof(Blob),
});
export type KycDocumentsForm = z.infer<typeof kycDocumentsForm>;

import * as z from 'zod/mini';
import { id, list, listResponse, optionalText, withAliases } from '../core/schema';

/** A country; the short code is read from shortName or short_name. */
const country = withAliases(
  { shortName: ['short_name'] },
  z.object({ name: z.string(), shortName: z.string(), country_code: optionalText }),
);
export const countriesResponse = listResponse(z.object({ data: list(country) }));

const businessSize = z.object({ name: z.string() });
export const businessSizesResponse = listResponse(z.object({ data: list(businessSize) }));

const businessCategory = z.object({ id, name: z.string(), description: optionalText });
export const businessCategoriesResponse = listResponse(z.object({ data: list(businessCategory) }));

const businessClass = z.object({ id, name: z.string() });
export const businessClassesResponse = listResponse(z.object({ data: list(businessClass) }));

const bank = z.object({ id, name: z.string(), bankCode: z.string() });
export type Bank = z.infer<typeof bank>;
export const banksResponse = listResponse(z.object({ banks: list(bank) }));

const identificationType = z.object({ id, name: z.string() });
export const identificationTypesResponse = listResponse(
  z.object({ data: list(identificationType) }),
);

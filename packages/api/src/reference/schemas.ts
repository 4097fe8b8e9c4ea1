import * as z from 'zod';
import { id, list, listResponse, optionalText, withAliases } from '../core/schema';

export const currency = z.object({
  id,
  name: z.string(),
  shortName: z.string(),
  symbol: optionalText,
});
export type Currency = z.infer<typeof currency>;
export const currenciesResponse = listResponse(z.object({ data: list(currency) }));

/** A country; the short code is read from shortName or short_name. */
export const country = withAliases(
  { shortName: ['short_name'] },
  z.object({ name: z.string(), shortName: z.string(), country_code: optionalText }),
);
export type Country = z.infer<typeof country>;
export const countriesResponse = listResponse(z.object({ data: list(country) }));

export const businessSize = z.object({ name: z.string() });
export type BusinessSize = z.infer<typeof businessSize>;
export const businessSizesResponse = listResponse(z.object({ data: list(businessSize) }));

export const businessCategory = z.object({ id, name: z.string(), description: optionalText });
export type BusinessCategory = z.infer<typeof businessCategory>;
export const businessCategoriesResponse = listResponse(z.object({ data: list(businessCategory) }));

export const businessClass = z.object({ id, name: z.string() });
export type BusinessClass = z.infer<typeof businessClass>;
export const businessClassesResponse = listResponse(z.object({ data: list(businessClass) }));

export const bank = z.object({ id, name: z.string(), bankCode: z.string() });
export type Bank = z.infer<typeof bank>;
export const banksResponse = listResponse(z.object({ banks: list(bank) }));

export const identificationType = z.object({ id, name: z.string() });
export type IdentificationType = z.infer<typeof identificationType>;
export const identificationTypesResponse = listResponse(
  z.object({ data: list(identificationType) }),
);

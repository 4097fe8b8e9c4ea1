import * as z from 'zod/mini';
import { id, list, listResponse, optionalNumeric, optionalText } from '../../core/schema';

const virtualAccount = z.object({
  id: z.optional(id),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: optionalText,
  bvn: optionalText,
});

/** items and total_items, at the top or under data. */
export const virtualAccountsResponse = listResponse(
  z.object({ items: list(virtualAccount), total_items: optionalNumeric }),
);

export const newVirtualAccount = z.object({
  bvn: z.string().check(z.regex(/^\d{11}$/, 'BVN must be 11 digits')),
});
export type NewVirtualAccount = z.infer<typeof newVirtualAccount>;

import * as z from 'zod/mini';
import { id, list, listResponse, numeric, optionalNumeric, optionalText } from '../../core/schema';

const fundingItem = z.object({
  id: z.optional(id),
  currency: z.string(),
  amount: numeric,
  /** The spec's default for a missing method. */
  method: z.pipe(
    optionalText,
    z.transform((value) => value ?? 'N/A'),
  ),
  fee: optionalNumeric,
  dateCreated: z.string(),
});

/** items and totalItems, under data or at the top of the body. */
export const fundingHistoryResponse = listResponse(
  z.object({ data: z.object({ items: list(fundingItem), totalItems: optionalNumeric }) }),
);

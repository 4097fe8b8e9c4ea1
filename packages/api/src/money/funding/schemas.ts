import * as z from 'zod';
import { id, list, listResponse, numeric, optionalNumeric, optionalText } from '../../core/schema';

const fundingItem = z.object({
  id: id.optional(),
  currency: z.string(),
  amount: numeric,
  /** The spec's default for a missing method. */
  method: optionalText.transform((value) => value ?? 'N/A'),
  fee: optionalNumeric,
  dateCreated: z.string(),
});

/** items and totalItems, under data or at the top of the body. */
export const fundingHistoryResponse = listResponse(
  z.object({ data: z.object({ items: list(fundingItem), totalItems: optionalNumeric }) }),
);

import * as z from 'zod';
import {
  id,
  list,
  listResponse,
  numeric,
  optionalNumeric,
  optionalText,
  withAliases,
} from '../core';

const settlement = withAliases(
  { dateCreated: ['date_created'], transactionReference: ['transaction_reference'] },
  z.object({
    id: id.optional(),
    subsidiaryName: optionalText,
    transactionAmount: numeric,
    fee: optionalNumeric,
    currency: z.string(),
    settlementStatus: z.string(),
    dateCreated: z.string(),
    transactionReference: optionalText,
  }),
);

/** items and total_items, at the top or under data (the sandbox's export answers data.items). */
export const settlementsResponse = listResponse(
  z.object({ items: list(settlement), total_items: optionalNumeric }),
);

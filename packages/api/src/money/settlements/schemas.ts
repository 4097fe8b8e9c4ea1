import * as z from 'zod/mini';
import {
  id,
  list,
  listResponse,
  numeric,
  optionalNumeric,
  optionalText,
  status,
  withAliases,
} from '../../core/schema';

/** The settlement statuses of part 2 section 4. */
export const SETTLEMENT_STATUSES = ['Completed', 'Pending', 'Failed'] as const;
/** A status the spec names for a settlement (`settlementStatus`). */
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

const settlement = withAliases(
  { dateCreated: ['date_created'], transactionReference: ['transaction_reference'] },
  z.object({
    id: z.optional(id),
    subsidiaryName: optionalText,
    transactionAmount: numeric,
    fee: optionalNumeric,
    currency: z.string(),
    /** One of SETTLEMENT_STATUSES, or another word the server sends. */
    settlementStatus: status(SETTLEMENT_STATUSES),
    dateCreated: z.string(),
    transactionReference: optionalText,
  }),
);
/** A settlement as the list answers it. */
export type Settlement = z.infer<typeof settlement>;

/** items and total_items, at the top or under data (the sandbox's export answers data.items). */
export const settlementsResponse = listResponse(
  z.object({ items: list(settlement), total_items: optionalNumeric }),
);

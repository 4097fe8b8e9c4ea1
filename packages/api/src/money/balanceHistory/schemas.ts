import * as z from 'zod/mini';
import { id, list, numeric, optionalNumeric, optionalText, preprocess } from '../../core/schema';

/** A balance history item's direction (part 2 section 3). */
export const BALANCE_DIRECTIONS = ['Credit', 'Debit'] as const;
/** The direction of a balance history item, as the screen reads it. */
export type BalanceDirection = (typeof BALANCE_DIRECTIONS)[number];

/** Reads the filter codes C and D as the words the screen shows. */
const direction = preprocess(
  (value) => (value === 'C' ? 'Credit' : value === 'D' ? 'Debit' : value),
  z.enum(BALANCE_DIRECTIONS),
);

const balanceHistoryItem = z.object({
  id: z.optional(id),
  dateCreated: z.string(),
  amount: numeric,
  direction,
  balance: numeric,
  remarks: optionalText,
  reference: optionalText,
  currency: optionalText,
});

/** The spec names the place: data.items and data.totalItems. */
export const balanceHistoryResponse = z.object({
  data: z.object({ items: list(balanceHistoryItem), totalItems: optionalNumeric }),
});

/** A code the Direction filter sends: Debit = D, Credit = C. */
export type BalanceDirectionCode = 'D' | 'C';

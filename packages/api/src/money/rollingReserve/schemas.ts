import * as z from 'zod/mini';
import { id, listResponse, numeric, optionalText, pagedItems, status } from '../../core/schema';

/** A rolling reserve item's status, part 2 sections 3 and 4. */
export const ROLLING_RESERVE_STATUSES = ['Completed', 'Due'] as const;
/** A status the spec names for a rolling reserve item. */
export type RollingReserveStatus = (typeof ROLLING_RESERVE_STATUSES)[number];

const rollingReserve = z.object({
  id,
  settlementDate: z.string(),
  settlementAmount: numeric,
  withheldAmount: numeric,
  balance: numeric,
  dueDate: optionalText,
  /** One of ROLLING_RESERVE_STATUSES, or another word the server sends. */
  status: status(ROLLING_RESERVE_STATUSES),
  currency: optionalText,
});

/** items and page.total, under data or at the top of the body. */
export const rollingReservesResponse = listResponse(z.object({ data: pagedItems(rollingReserve) }));

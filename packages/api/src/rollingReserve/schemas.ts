import * as z from 'zod';
import { id, list, listResponse, numeric, optionalNumeric, optionalText } from '../core';

const rollingReserve = z.object({
  id,
  settlementDate: z.string(),
  settlementAmount: numeric,
  withheldAmount: numeric,
  balance: numeric,
  dueDate: optionalText,
  /** Completed or Due. */
  status: z.string(),
  currency: optionalText,
});

/** items and page.total, under data or at the top of the body. */
export const rollingReservesResponse = listResponse(
  z.object({
    data: z.object({
      items: list(rollingReserve),
      page: z.object({ total: optionalNumeric }).nullish(),
    }),
  }),
);

import * as z from 'zod';
import { id, list, numeric, optionalNumeric, optionalText } from '../core';

export const rollingReserve = z.object({
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
export type RollingReserve = z.infer<typeof rollingReserve>;

export const rollingReservesResponse = z.object({
  data: z.object({
    items: list(rollingReserve),
    page: z.object({ total: optionalNumeric }).nullish(),
  }),
});

import { newestFirst, request } from '../core';
import { rollingReservesResponse } from './schemas';

/** The rolling reserve of one currency, newest first. */
export async function fetchRollingReserves(currency?: string) {
  const body = await request('/subsidiary/dashboard/rolling/reserves', {
    query: { currency },
    schema: rollingReservesResponse,
  });
  return {
    items: newestFirst(body.data.items),
    total: body.data.page?.total ?? body.data.items.length,
  };
}

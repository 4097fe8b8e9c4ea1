import { newestFirst, request } from '../../core';
import { rollingReserveOperations as op } from './operations';

/** The rolling reserve of one currency, newest first. */
export async function fetchRollingReserves(currency?: string) {
  const body = await request(op.fetchRollingReserves, { query: { currency } });
  return {
    items: newestFirst(body.data.items),
    total: body.data.page?.total ?? body.data.items.length,
  };
}

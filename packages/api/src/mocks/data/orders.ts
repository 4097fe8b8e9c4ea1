import { defineTable } from '../db';
import { ordersFor, type OrderRow } from '../factories/orders';
import { DEMO_BUSINESS_IDS } from './auth';
import { customers } from './customers';

/** Orders per business: 90 over 90 days by default, none in 'empty', 10,000 over a year in 'large'. */
export const orders = defineTable<OrderRow>('orders', ({ random, now, size }) => {
  if (size === 'empty') return [];
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) => {
    const buyers = customers.filter((row) => row.subsidiaryId === subsidiaryId);
    return size === 'large'
      ? ordersFor(subsidiaryId, buyers, 10_000, 365, random, now)
      : ordersFor(subsidiaryId, buyers, 90, 90, random, now);
  });
});

import { defineTable } from '../db';
import { ordersFor, RECENT_DAYS, recentOrdersFor, type OrderRecord } from '../factories/orders';
import { DEMO_BUSINESS_IDS } from './auth';
import { customers } from './customers';

/** Seeded orders per business by default: 90 spread over 90 days, plus two a day for two weeks. */
export const DEFAULT_ORDERS_PER_BUSINESS = 90 + RECENT_DAYS * 2;

/**
 * Orders per business. By default a random spread over 90 days, then steady payments in both
 * currencies over the last two weeks, so the home's weekly changes compare two real weeks
 * (sorted oldest first, as the spread is); 'large' has 10,000 over a year, dense enough as it
 * is; 'empty' none.
 */
export const orders = defineTable<OrderRecord>('orders', ({ random, now, size }) => {
  if (size === 'empty') return [];
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) => {
    const buyers = customers.filter((row) => row.subsidiaryId === subsidiaryId);
    if (size === 'large') return ordersFor(subsidiaryId, buyers, 10_000, 365, random, now);
    return [
      ...ordersFor(subsidiaryId, buyers, 90, 90, random, now),
      ...recentOrdersFor(subsidiaryId, buyers, 90, random, now),
    ].sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));
  });
});

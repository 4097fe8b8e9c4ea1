import { defineTable, type DataSize } from '../db';
import { ordersFor, RECENT_DAYS, recentOrdersFor, type OrderRecord } from '../factories/orders';
import { DEMO_BUSINESS_IDS } from './auth';
import { customers } from './customers';

/** Seeded orders per business by default: 90 spread over 90 days, plus two a day for two weeks. */
export const DEFAULT_ORDERS_PER_BUSINESS = 90 + RECENT_DAYS * 2;

/** Orders of the direct sign-in's business in 'medium', and in 'huge' (a large merchant's year). */
const DIRECT_ORDERS: Partial<Record<DataSize, number>> = { medium: 1_000, huge: 100_000 };

/**
 * Orders per business. By default a random spread over 90 days, then steady payments in both
 * currencies over the last two weeks, so the home's weekly changes compare two real weeks
 * (sorted oldest first, as the spread is); 'large' has 10,000 over a year, dense enough as it
 * is; 'medium' and 'huge' give the direct sign-in's business DIRECT_ORDERS over a year instead;
 * 'empty' none. They are made on the first call that reads them, not when the sandbox starts.
 */
export const orders = defineTable<OrderRecord>('orders', ({ random, now, size, dataSize }) => {
  if (size === 'empty') return [];
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) => {
    const buyers = customers.filter((row) => row.subsidiaryId === subsidiaryId);
    const direct = DIRECT_ORDERS[dataSize];
    if (direct !== undefined && subsidiaryId === DEMO_BUSINESS_IDS.naijaThreads) {
      return ordersFor(subsidiaryId, buyers, direct, 365, random, now);
    }
    if (size === 'large') return ordersFor(subsidiaryId, buyers, 10_000, 365, random, now);
    return [
      ...ordersFor(subsidiaryId, buyers, 90, 90, random, now),
      ...recentOrdersFor(subsidiaryId, buyers, 90, random, now),
    ].sort((a, b) => a.dateCreated.localeCompare(b.dateCreated));
  });
});

import { defineTable } from '../db';
import { refundsFor, type RefundRecord } from '../factories/refunds';
import { businesses, DEMO_BUSINESS_IDS } from './auth';
import { orders } from './orders';

/** Refunds per business: 8 by default, 200 in 'large', none in 'empty'. */
export const refunds = defineTable<RefundRecord>('refunds', ({ random, size }) => {
  const count = size === 'large' ? 200 : 8;
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) => {
    const name = businesses.find((row) => row.id === subsidiaryId)?.name ?? '';
    const own = orders.filter((row) => row.subsidiaryId === subsidiaryId);
    return refundsFor(own, name, count, random).sort((a, b) =>
      a.dateCreated.localeCompare(b.dateCreated),
    );
  });
});

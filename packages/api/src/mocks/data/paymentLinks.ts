import { defineTable } from '../db';
import { paymentLinksFor, type PaymentLinkRecord } from '../factories/paymentLinks';
import { DEMO_BUSINESS_IDS } from './auth';

/** Payment links per business: 6 by default, 40 in 'large', none in 'empty'. */
export const paymentLinks = defineTable<PaymentLinkRecord>(
  'paymentLinks',
  ({ random, now, size }) => {
    const count = size === 'empty' ? 0 : size === 'large' ? 40 : 6;
    return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) =>
      paymentLinksFor(subsidiaryId, count, random, now),
    );
  },
);

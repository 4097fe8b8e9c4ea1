import { defineTable } from '../db';
import { customersFor, type CustomerRecord } from '../factories/customers';
import { DEMO_BUSINESS_IDS } from './auth';

/** Customers per business: 18 each by default, none in 'empty', 300 each in 'large'. */
export const customers = defineTable<CustomerRecord>('customers', ({ random, now, size }) => {
  const count = size === 'empty' ? 0 : size === 'large' ? 300 : 18;
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId, index) =>
    customersFor(subsidiaryId, 5001 + index * 1000, count, random, now),
  );
});

import { defineTable } from '../db';
import { productsFor, type ProductRecord } from '../factories/products';
import { DEMO_BUSINESS_IDS } from './auth';

/** Products per business: 7 by default, 60 in 'large', none in 'empty'. */
export const products = defineTable<ProductRecord>('products', ({ random, now, size }) => {
  const count = size === 'empty' ? 0 : size === 'large' ? 60 : 7;
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) =>
    productsFor(subsidiaryId, count, random, now),
  );
});

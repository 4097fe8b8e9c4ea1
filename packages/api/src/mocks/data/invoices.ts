import { defineTable } from '../db';
import { invoicesFor, type InvoiceRecord } from '../factories/invoices';
import { DEMO_BUSINESS_IDS } from './auth';

/** Invoices per business: 9 by default, 80 in 'large', none in 'empty'. */
export const invoices = defineTable<InvoiceRecord>('invoices', ({ random, now, size }) => {
  const count = size === 'empty' ? 0 : size === 'large' ? 80 : 9;
  return Object.values(DEMO_BUSINESS_IDS).flatMap((subsidiaryId) =>
    invoicesFor(subsidiaryId, count, random, now),
  );
});

import { chargebacks } from './data/chargebacks';
import { customers } from './data/customers';
import { orders } from './data/orders';
import { refunds } from './data/refunds';

/** Ids of seeded records, newest first, for the pages that open one record. */
export interface SeedSamples {
  /** An order's payment reference (transaction details). */
  paymentReference: string;
  /** A customer's id (customer details). */
  customerId: string;
  /** A refund's id (refund details). */
  refundId: string;
  /** A chargeback's id (chargeback details). */
  chargebackId: string;
}

function newest<Row extends { subsidiaryId: string; dateCreated: string }>(
  rows: Row[],
  subsidiaryId: string,
): Row | undefined {
  return rows
    .filter((row) => row.subsidiaryId === subsidiaryId)
    .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated))[0];
}

/**
 * One record of each kind from the default seed of a business. Seeds are deterministic within
 * a UTC day, so a journey computes in Node the same ids the browser sandbox serves, and fills
 * route params with them.
 */
export function seedSamples(subsidiaryId: string): SeedSamples {
  return {
    paymentReference: newest(orders.all(), subsidiaryId)?.paymentReference ?? '',
    customerId: newest(customers.all(), subsidiaryId)?.id ?? '',
    refundId: newest(refunds.all(), subsidiaryId)?.id ?? '',
    chargebackId: newest(chargebacks.all(), subsidiaryId)?.id ?? '',
  };
}

import { looksLikeEmail, ORDER_PREFIX, referencePrefix } from './referenceShape';
import type { RecordKind } from './schemas';

/**
 * The kinds a reference's prefix names, most likely first, from the references the API hands
 * out: a payment reference is also a chargeback's (its rrn) and a refund's transaction
 * reference; an order reference is also a refund's and a chargeback's.
 */
const KINDS_BY_PREFIX: Readonly<Record<string, readonly RecordKind[]>> = {
  PAY: ['transaction', 'chargeback', 'refund'],
  PMT: ['transaction', 'chargeback', 'refund'],
  [ORDER_PREFIX]: ['transaction', 'refund', 'chargeback'],
  RFD: ['refund'],
  PYT: ['payout'],
  BTR: ['payout'],
  STL: ['settlement'],
  PLK: ['paymentLink'],
  INV: ['invoice'],
};

/** Customers are found by e-mail; a chargeback's customer e-mail is a filter too. */
const EMAIL_KINDS: readonly RecordKind[] = ['customer', 'chargeback'];

/**
 * The kinds of record a typed or pasted reference is, recognised from its shape, most likely
 * first; none when its shape says nothing (a name, a bare number).
 */
export function recogniseReference(text: string): readonly RecordKind[] {
  if (looksLikeEmail(text)) return EMAIL_KINDS;
  const prefix = referencePrefix(text);
  return (prefix && KINDS_BY_PREFIX[prefix]) || [];
}

import type { ChargebackListItem } from '../../chargebacks/schemas';
import type { Customer } from '../../customers/schemas';
import type { Invoice } from '../../invoices/schemas';
import type { Payout } from '../../money/payouts/schemas';
import type { Settlement } from '../../money/settlements/schemas';
import type { PaymentLink } from '../../paymentLinks/schemas';
import type { Refund } from '../../refunds/schemas';
import type { Order } from '../../transactions/orders/schemas';

/** The kinds of record a reference finds, in the order their groups are listed. */
export const RECORD_KINDS = [
  'transaction',
  'refund',
  'payout',
  'settlement',
  'chargeback',
  'customer',
  'paymentLink',
  'invoice',
] as const;

/** A kind of record the search finds. */
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Each kind's record as its list call answers it. */
export interface RecordOf {
  transaction: Order;
  refund: Refund;
  payout: Payout;
  settlement: Settlement;
  chargeback: ChargebackListItem;
  customer: Customer;
  paymentLink: PaymentLink;
  invoice: Invoice;
}

export interface FoundFields {
  /** The reference the record was found by, as the merchant reads it. */
  reference: string;
  /** Who or what it is about: a customer's e-mail, a recipient, a link's name. */
  detail?: string;
  amount?: number;
  currency?: string;
  /** The status word the API sends (a payment link sends a flag: its record says). */
  status?: string;
  /** When it happened (a due date for invoices), as the API sends it. */
  date?: string;
}

/**
 * One record a search found: what its row in the results shows, and the record itself, which
 * opens its details (a list's details dialog shows it without asking again).
 */
export type FoundRecord = {
  [Kind in RecordKind]: FoundFields & { kind: Kind; record: RecordOf[Kind] };
}[RecordKind];

/** The found records of one kind. */
export type FoundOf<Kind extends RecordKind> = Extract<FoundRecord, { kind: Kind }>;

/** No request leaves for fewer typed characters. */
export const SEARCH_MIN_LENGTH = 3;

/** What one kind's call has answered so far. */
export type KindResults<Found extends FoundRecord = FoundRecord> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; records: Found[] };

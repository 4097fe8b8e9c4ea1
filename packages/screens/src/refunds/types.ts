/** A refund row as the refund lists show it (part 1 section 3). */
export interface RefundRow {
  /** The refund's id, when the API sends one; the row id falls back to the reference. */
  id?: string;
  /** When the refund was logged. */
  dateCreated: string;
  customerEmail?: string;
  customerName?: string;
  customerId?: string;
  /** The transaction amount, in `currency`. */
  amount: number;
  /** The transaction's currency; NGN when the API sends none. */
  currency?: string;
  /** The amount given back; always shown in NGN (part 1 section 9). */
  refundAmount: number;
  /** The refunded transaction's reference. */
  orderReference?: string;
  refundReference?: string;
  /** One of REFUND_STATUSES; other values show with their own text. */
  refundStatus: string;
  paymentType?: string;
}

/** A refund to log: 'Log a single refund', or one row of a bulk CSV. */
export interface RefundLogValues {
  transactionReference: string;
  amount: number;
  reason: string;
}

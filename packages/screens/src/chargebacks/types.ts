/** One entry of 'Feedback Threads': a comment by the provider's staff (Admin) or the merchant. */
export interface ChargebackFeedbackEntry {
  /** The entry's id. */
  id: string;
  /** Admin (the provider's staff) or Merchant. */
  author: 'Admin' | 'Merchant';
  /** Tagged 'Final Comment' when the provider closes the discussion with it. */
  isFinalComment: boolean;
  /** The comment; may be empty when only proof was sent. */
  comment?: string;
  /** When it was written. */
  dateCreated?: string;
  /** Proof files, as links. */
  proofs: readonly { id: string; url: string }[];
}

/**
 * A chargeback with the order it disputes, as the details page shows it (part 2 section 3).
 * Amounts are in `currency` (the chargeback's, NGN when absent); the order's own amounts are in
 * `transactionCurrency`.
 */
export interface ChargebackDetails {
  /** The chargeback id from the route. */
  id: string;
  /** When the chargeback was raised. */
  dateCreated?: string;
  /** `chargebackStatus.name`. */
  status?: string;
  /** When the merchant must answer by; read from the list when the details omit it. */
  dueDate?: string;
  /** The chargeback's currency; NGN when the API sends none. */
  currency: string;
  /** The disputed amount. */
  amount: number;
  /** The order's payment type, or 'Not provided'. */
  paymentChannel?: string;
  /** The customer's first and last name. */
  customerName?: string;
  /** The customer's e-mail. */
  customerEmail?: string;
  /** The customer's phone. */
  customerPhone?: string;
  /** The business's name. */
  merchantName?: string;
  /** The business's id, or 'Not provided'. */
  merchantId?: string;
  /** The business's support e-mail, or 'Not Available'. */
  merchantEmail?: string;
  /** The order's currency short name; NGN when the API sends none. */
  transactionCurrency: string;
  /** The order's amount. */
  transactionAmount?: number;
  /** What the customer was charged in total. */
  totalChargedAmount?: number;
  /** The order's payment reference. */
  paymentReference?: string;
  /** The order's reference. */
  orderReference?: string;
  /** The order's fee. */
  fee?: number;
  /** The customer's share of the fee. */
  customerFee?: number;
  /** The merchant's share of the fee. */
  merchantFee?: number;
  /** 'Feedback Threads', newest first. */
  feedback: readonly ChargebackFeedbackEntry[];
}

/** The 'Treat Chargeback' decision: accept the chargeback, or decline it with proof. */
export interface ChargebackTreatmentValues {
  /** True for Accepted, false for Decline. */
  accepted: boolean;
  /** The explanation; never empty. */
  comment: string;
  /** Proof files, checked for type and size; may be empty. */
  proofs: File[];
}

/** A row of the chargeback list (part 2 section 3, "Chargeback list item"). */
export interface ChargebackRow {
  /** The chargeback id. */
  id: string;
  /** The disputed amount, in `currency`. */
  amount: number;
  /** The chargeback's currency; NGN when the API sends none. */
  currency: string;
  /** Won, Lost, Accepted, Pending, New, Awaiting Response or Assessment. */
  status: string;
  /** What remains disputed. */
  balance?: number;
  /** The order reference (`transactionReference`). */
  orderReference?: string;
  /** The payment reference (`rrn`). */
  paymentReference?: string;
  /** When the merchant must answer by. */
  dueDate?: string;
  /** When it was raised. */
  dateCreated?: string;
  /** The paying customer's e-mail. */
  customerEmail?: string;
}

/** The overview's three cards. */
export interface ChargebackOverviewFigures {
  /** Percent of the chargeback threshold that remains. */
  thresholdPercent: number;
  /** The value of the chargebacks, in NGN. */
  chargebackValue: number;
  /** How many chargebacks there are. */
  chargebackCount: number;
}

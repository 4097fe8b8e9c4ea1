/**
 * A transaction (order) with the fields of part 1 section 3. Amounts are numbers in the row's
 * `currency`; dates are as the API sends them. Optional text is undefined when the API sent none.
 */
export interface TransactionRow {
  /** The order id; also the row id for selection. */
  id: string;
  /** When the order was created. */
  dateCreated: string;
  /** The paying customer's email. */
  customerEmail?: string;
  /** The paying customer's id. */
  customerId?: string;
  /** The paying customer's name. */
  customerName?: string;
  /** The paying customer's phone number. */
  customerPhone?: string;
  /** ISO code of the transaction's currency, e.g. 'NGN'. */
  currency: string;
  /** The server's own formatting of `amount`; the screens format `amount` themselves. */
  amountFormatted?: string;
  /** The amount paid. */
  amount: number;
  /** The amount settled to the merchant. */
  settlementAmount?: number;
  /** Name of the payment method, e.g. 'Card' or 'Bank Transfer'. */
  paymentTypeName?: string;
  /** The paying account, for bank payments. */
  accountNumber?: string;
  /** The masked card number, for card payments. */
  maskedPan?: string;
  /** The merchant's order reference. */
  orderReference?: string;
  /** The payment reference: unique, and the key of the details route. */
  paymentReference: string;
  /** The processor's response code, e.g. '00'. */
  paymentResponseCode?: string;
  /** The processor's response message. */
  paymentResponseMessage?: string;
  /** One of ORDER_STATUSES (other values show in red with their own text). */
  orderStatus: string;
  /** What the customer was told the payment is for. */
  narration?: string;
  /** The merchant's remark. */
  remarks?: string;
  /** The total fee. */
  fee?: number;
  /** The part of the fee the merchant (subsidiary) pays. */
  subsidiaryFee?: number;
  /** The part of the fee the customer pays. */
  customerFee?: number;
  /** Who bears the fee, as the API says it (e.g. 'Merchant', 'Customer'). */
  whoBearsFee?: string;
  /** When the order last changed. */
  dateUpdated?: string;
  /** When the payment was confirmed. */
  datePaymentConfirmed?: string;
  /** Where the settlement stands, as the API says it. */
  settlementStatus?: string;
}

/** What a refund sends; the app adds the order id and payment reference (no reason: part 1 §7). */
export interface RefundValues {
  /** The amount to give back, above 0 and at most the transaction amount. */
  amount: number;
}

/** The transaction a refund is for. */
export type RefundTransaction = Pick<
  TransactionRow,
  'paymentReference' | 'amount' | 'currency' | 'customerEmail'
>;

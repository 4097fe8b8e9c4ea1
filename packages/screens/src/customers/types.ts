/** A customer as the list and the details page show it (part 1 section 3). */
export interface CustomerRow {
  id: string;
  customerName: string;
  emailAddress: string;
  mobileNumber?: string;
  countryName?: string;
  /** Active or Blacklisted; it picks the row's Blacklist or Whitelist. */
  status: string;
}

/** What 'New Customer' sends: the mobile number with its +234 prefix. */
export interface NewCustomerValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** One of a customer's orders (part 2 section 3, "Customer order"). */
export interface CustomerOrderRow {
  /** The order id; also the row id. */
  id: string;
  /** When the order was created. */
  dateCreated: string;
  /** The paying customer's email. */
  customerEmail?: string;
  /** ISO code of the order's currency, e.g. 'NGN'. */
  currency: string;
  /** The amount paid. */
  amount: number;
  /** Name of the payment method, e.g. 'Card' or 'Bank Transfer'. */
  paymentTypeName?: string;
  /** The merchant's order reference. */
  orderReference?: string;
  /** The amount settled to the merchant. */
  settlementAmount?: number;
  /** One of ORDER_STATUSES (other values show in red with their own text). */
  orderStatus: string;
  /** The payment reference: unique, and the key of the transaction's details route. */
  paymentReference: string;
}

import type { TransactionRow } from '../transactions/types';

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
export type CustomerOrderRow = Pick<
  TransactionRow,
  | 'id'
  | 'dateCreated'
  | 'customerEmail'
  | 'currency'
  | 'amount'
  | 'paymentTypeName'
  | 'orderReference'
  | 'settlementAmount'
  | 'orderStatus'
  | 'paymentReference'
>;

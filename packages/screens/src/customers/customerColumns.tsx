import { amountColumn, dateColumn, referenceColumn, statusColumn, textColumn } from '../list';
import type { ListColumn } from '../list';
import { customerOrderStatusMap, customerStatusMap } from './status';
import type { CustomerOrderRow, CustomerRow } from './types';

/** Part 1 "Table columns": Name, Email, Mobile Number, Country, Status (Action is the row menu). */
export const customerColumns: readonly ListColumn<CustomerRow>[] = [
  textColumn('customerName', 'Name'),
  textColumn('emailAddress', 'Email'),
  referenceColumn('mobileNumber', 'Mobile Number', { sortable: false }),
  textColumn('countryName', 'Country'),
  statusColumn('status', 'Status', customerStatusMap),
];

const currency = (row: CustomerOrderRow) => row.currency;

/** The customer's Transactions: the orders' date, money, channel, reference and status. */
export const customerOrderColumns: readonly ListColumn<CustomerOrderRow>[] = [
  dateColumn('dateCreated', 'Date', 'transaction'),
  amountColumn('amount', 'Amount', currency),
  amountColumn('settlementAmount', 'Settlement Amount', currency, { orNA: true }),
  textColumn('paymentTypeName', 'Channel', { id: 'channel' }),
  referenceColumn('paymentReference', 'Reference', { sortable: false }),
  statusColumn('orderStatus', 'Status', customerOrderStatusMap),
];

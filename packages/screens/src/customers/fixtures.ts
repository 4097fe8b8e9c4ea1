import { ORDER_STATUSES } from '@merchant/api/contract';
import { PAYMENT_CHANNELS } from './filters';
import type { CustomerOrderRow, CustomerRow } from './types';

/** An active Nigerian customer; pass overrides for what a story cares about. */
export function buildCustomer(overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: '5001',
    customerName: 'Ngozi Eze',
    emailAddress: 'ngozi.eze@gmail.com',
    mobileNumber: '+2348030000001',
    countryName: 'Nigeria',
    status: 'Active',
    ...overrides,
  };
}

/** An active customer, a blacklisted one and one without mobile or country. */
export const customerRows: CustomerRow[] = [
  buildCustomer(),
  buildCustomer({
    id: '5002',
    customerName: 'Tunde Bakare',
    emailAddress: 'tunde.bakare@yahoo.com',
    mobileNumber: '+2348051234567',
    countryName: 'Ghana',
    status: 'Blacklisted',
  }),
  buildCustomer({
    id: '5003',
    customerName: 'Grace Adeyemi',
    emailAddress: 'grace@adeyemi.ng',
    mobileNumber: undefined,
    countryName: undefined,
  }),
];

/** One order per status, the channels in turn, newest first. */
export const customerOrders: CustomerOrderRow[] = ORDER_STATUSES.map((orderStatus, index) => ({
  id: `70${index}`,
  dateCreated: `2024-03-${String(20 - index).padStart(2, '0')}T10:15:00`,
  customerEmail: 'ngozi.eze@gmail.com',
  currency: 'NGN',
  amount: 5_000 * (index + 1),
  settlementAmount: orderStatus === 'Successful' ? 4_925 * (index + 1) : undefined,
  paymentTypeName: PAYMENT_CHANNELS[index % PAYMENT_CHANNELS.length],
  orderReference: `ORD-000${index}`,
  paymentReference: `PMT-000${index}`,
  orderStatus,
}));

import { request, type ReadOptions } from '../core/http';
import { dateRangeQuery, newestFirst, type DateRangeQuery } from '../core/query';
import {
  type Customer,
  type CustomerListAction,
  type CustomerStatusFilter,
  type NewCustomer,
} from './schemas';
import { customersOperations as op } from './operations';

/** The dashboard asks for no reason when (un)blacklisting; the API requires one, so a fixed text is sent. */
export const BLACKLIST_REASON = 'Updated from the merchant dashboard';

export interface CustomerListQuery {
  status?: CustomerStatusFilter;
  email?: string;
  customerName?: string;
  mobileNumber?: string;
  dateRange?: DateRangeQuery;
}

export async function fetchCustomers(
  filters: CustomerListQuery = {},
  { signal }: ReadOptions = {},
): Promise<{ items: Customer[]; total: number }> {
  const body = await request(op.fetchCustomers, {
    query: {
      status: filters.status,
      email: filters.email,
      customername: filters.customerName,
      mobilenumber: filters.mobileNumber,
      ...dateRangeQuery(filters.dateRange),
    },
    signal,
  });
  return { items: newestFirst(body.items), total: body.totalItems };
}

/** The customer details page: the customer with this id, or null. */
export async function fetchCustomer(id: string): Promise<Customer | null> {
  const body = await request(op.fetchCustomer, { query: { id } });
  return body.items.find((item) => item.id === id) ?? null;
}

export function createCustomer(payload: NewCustomer) {
  return request(op.createCustomer, { body: payload, notifySuccess: true });
}

/** The row action follows the current status: Blacklisted customers are whitelisted, others blacklisted. */
export function customerListActionFor(status: string): CustomerListAction {
  return status === 'Blacklisted' ? 'whitelist' : 'blacklist';
}

export function updateCustomerList(params: { customerEmail: string; action: CustomerListAction }) {
  return request(op.updateCustomerList, {
    body: { customerEmail: params.customerEmail, action: params.action, reason: BLACKLIST_REASON },
    notifySuccess: true,
  });
}

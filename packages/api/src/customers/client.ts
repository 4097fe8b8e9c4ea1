import { request } from '../core/http';
import { dateRangeQuery, newestFirst, type DateRange } from '../core/query';
import { messageResponse } from '../core/schema';
import {
  customersResponse,
  type Customer,
  type CustomerListAction,
  type CustomerStatusFilter,
  type NewCustomer,
} from './schemas';

const CUSTOMERS_PATH = '/subsidiary/dashboard/fetch/customers';

/** The dashboard asks for no reason when (un)blacklisting; the API requires one, so a fixed text is sent. */
export const BLACKLIST_REASON = 'Updated from the merchant dashboard';

export interface CustomerFilters {
  status?: CustomerStatusFilter;
  email?: string;
  customerName?: string;
  mobileNumber?: string;
  dateRange?: DateRange;
}

export async function fetchCustomers(
  filters: CustomerFilters = {},
): Promise<{ items: Customer[]; total: number }> {
  const body = await request(CUSTOMERS_PATH, {
    query: {
      status: filters.status,
      email: filters.email,
      customername: filters.customerName,
      mobilenumber: filters.mobileNumber,
      ...dateRangeQuery(filters.dateRange),
    },
    schema: customersResponse,
  });
  return { items: newestFirst(body.items), total: body.totalItems };
}

/** The customer details page: the customer with this id, or null. */
export async function fetchCustomer(id: string): Promise<Customer | null> {
  const body = await request(CUSTOMERS_PATH, { query: { id }, schema: customersResponse });
  return body.items.find((item) => item.id === id) ?? null;
}

export function createCustomer(payload: NewCustomer) {
  return request('/subsidiary/customer/create', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}

/** The row action follows the current status: Blacklisted customers are whitelisted, others blacklisted. */
export function customerListActionFor(status: string): CustomerListAction {
  return status === 'Blacklisted' ? 'whitelist' : 'blacklist';
}

export function updateCustomerList(params: { customerEmail: string; action: CustomerListAction }) {
  return request('/subsidiary/customer/blacklist-whitelist', {
    method: 'POST',
    body: { customerEmail: params.customerEmail, action: params.action, reason: BLACKLIST_REASON },
    schema: messageResponse,
    notifySuccess: true,
  });
}

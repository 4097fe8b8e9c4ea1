import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import { customerListUpdate, customersResponse, newCustomer } from './schemas';
import { dateRange, defineOperations, text } from '../core/operation';

const CUSTOMERS_PATH = '/subsidiary/dashboard/fetch/customers';

export const customersOperations = defineOperations('customers', {
  fetchCustomers: {
    method: 'GET',
    path: CUSTOMERS_PATH,
    query: z.object({
      status: z
        .optional(z.enum(['Active', 'Blacklisted']))
        .check(z.describe('Customer status filter.')),
      email: text('E-mail address.'),
      customername: text('Customer name.'),
      mobilenumber: text('Mobile number.'),
      ...dateRange,
    }),
    response: customersResponse,
  },
  fetchCustomer: {
    method: 'GET',
    path: CUSTOMERS_PATH,
    query: z.object({ id: text('The customer id.') }),
    response: customersResponse,
  },
  createCustomer: {
    method: 'POST',
    path: '/subsidiary/customer/create',
    body: newCustomer,
    response: messageResponse,
  },
  updateCustomerList: {
    method: 'POST',
    path: '/subsidiary/customer/blacklist-whitelist',
    body: customerListUpdate,
    response: messageResponse,
  },
});

import * as z from 'zod/mini';
import { ORDER_STATUSES, ordersResponse } from './schemas';
import { currencyFilter, dateRange, defineOperations, paging, text } from '../../core/operation';

const ORDERS_PATH = '/subsidiary/dashboard/fetch/orders';

const orderFilters = {
  ...currencyFilter,
  status: z.optional(z.enum(ORDER_STATUSES)).check(z.describe("Order status; 'All' sends none.")),
  paymentreference: text('Payment reference (the server matches partially).'),
  orderreference: text('Order reference.'),
  ...dateRange,
};

export const ordersOperations = defineOperations('orders', {
  fetchOrders: {
    method: 'GET',
    path: ORDERS_PATH,
    query: z.object({ ...orderFilters, ...paging }),
    response: ordersResponse,
  },
  exportOrders: {
    method: 'GET',
    path: ORDERS_PATH,
    query: z.object({
      ...orderFilters,
      IsExport: z.optional(z.enum(['true'])).check(z.describe('true: every matching row.')),
    }),
    response: ordersResponse,
  },
  fetchOrder: {
    method: 'GET',
    path: ORDERS_PATH,
    query: z.object({ paymentreference: orderFilters.paymentreference }),
    response: ordersResponse,
  },
  fetchCustomerOrders: {
    method: 'GET',
    path: '/subsidiary/dashboard/fetch/customers/orders',
    query: z.object({ customerid: text('The customer id.') }),
    response: ordersResponse,
  },
});

import { request, type ReadOptions } from '../../core/http';
import { dateRangeQuery, newestFirst, type DateRangeQuery } from '../../core/query';
import { type Order, type OrderStatus } from './schemas';
import { ordersOperations as op } from './operations';

/** Page size the dashboard asks for when a list is paginated on the server. */
const ORDERS_PAGE_SIZE = 10;

export interface OrderFilters {
  /** Currency short name, e.g. NGN. */
  currency?: string;
  /** A status, or 'All' (sends no status). */
  status?: OrderStatus | 'All';
  paymentReference?: string;
  orderReference?: string;
  dateRange?: DateRangeQuery;
  /** 1-based page, counted from the newest transaction. */
  page?: number;
  limit?: number;
}

export interface OrderPage {
  /** Newest first. */
  items: Order[];
  total: number;
}

function filterQuery(filters: OrderFilters) {
  return {
    currency: filters.currency,
    status: filters.status === 'All' ? undefined : filters.status,
    paymentreference: filters.paymentReference,
    orderreference: filters.orderReference,
    ...dateRangeQuery(filters.dateRange),
  };
}

/** One page of transactions (page 1 holds the newest). */
export async function fetchOrders(
  filters: OrderFilters = {},
  { signal }: ReadOptions = {},
): Promise<OrderPage> {
  const body = await request(op.fetchOrders, {
    query: {
      ...filterQuery(filters),
      page: filters.page ?? 1,
      limit: filters.limit ?? ORDERS_PAGE_SIZE,
    },
    signal,
  });
  return { items: newestFirst(body.data.items), total: body.data.page.total };
}

/** Every transaction matching the filters (IsExport), newest first, for the .xls/.csv export. */
export async function exportOrders(
  filters: Omit<OrderFilters, 'page' | 'limit'> = {},
): Promise<Order[]> {
  const body = await request(op.exportOrders, {
    query: { ...filterQuery(filters), IsExport: true },
  });
  return newestFirst(body.data.items);
}

/** The transaction details page: the order with this payment reference, or null. */
export async function fetchOrder(paymentReference: string): Promise<Order | null> {
  const body = await request(op.fetchOrder, {
    query: { paymentreference: paymentReference },
  });
  // The server matches references partially; the detail page wants this exact one.
  const wanted = paymentReference.toLowerCase();
  return body.data.items.find((item) => item.paymentReference.toLowerCase() === wanted) ?? null;
}

/** A customer's transactions (customer details page), newest first. */
export async function fetchCustomerOrders(customerId: string): Promise<OrderPage> {
  const body = await request(op.fetchCustomerOrders, { query: { customerid: customerId } });
  return { items: newestFirst(body.data.items), total: body.data.page.total };
}

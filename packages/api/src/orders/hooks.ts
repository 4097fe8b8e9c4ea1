import { useApiQuery } from '../core/swr';
import { fetchCustomerOrders, fetchOrder, fetchOrders, type OrderFilters } from './client';
import { orderKeys } from './keys';

export function useOrders(filters: OrderFilters = {}) {
  return useApiQuery(orderKeys.list(filters), () => fetchOrders(filters));
}

export function useOrder(paymentReference: string | undefined) {
  return useApiQuery(paymentReference ? orderKeys.detail(paymentReference) : null, () =>
    fetchOrder(paymentReference ?? ''),
  );
}

export function useCustomerOrders(customerId: string | undefined) {
  return useApiQuery(customerId ? orderKeys.item('customer', { customerId }) : null, () =>
    fetchCustomerOrders(customerId ?? ''),
  );
}

export {
  fetchOrders,
  exportOrders,
  fetchOrder,
  fetchCustomerOrders,
  ORDERS_PAGE_SIZE,
} from './client';
export type { OrderFilters, OrderPage } from './client';
export { useOrders, useOrder, useCustomerOrders } from './hooks';
export { orderKeys } from './keys';
export { ORDER_STATUSES } from './schemas';
export type { Order, OrderStatus } from './schemas';

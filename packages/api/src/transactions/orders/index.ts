export { fetchOrders, exportOrders, fetchCustomerOrders } from './client';
export { useOrder } from './hooks';
export { orderKeys } from './keys';
export { findTransactions } from './find';

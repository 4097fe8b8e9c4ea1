export {
  fetchCustomers,
  fetchCustomer,
  createCustomer,
  updateCustomerList,
  customerListActionFor,
  BLACKLIST_REASON,
} from './client';
export type { CustomerListQuery } from './client';
export { useCustomers, useCustomer, useCreateCustomer, useUpdateCustomerList } from './hooks';
export { customerKeys } from './keys';
export type {
  Customer,
  NewCustomer,
  CustomerListAction,
  CustomerListUpdate,
  CustomerStatusFilter,
} from './schemas';

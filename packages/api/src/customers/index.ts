export { fetchCustomers } from './client';
export { useCustomer, useCreateCustomer, useUpdateCustomerList } from './hooks';
export { customerKeys } from './keys';
export { findCustomers } from './find';

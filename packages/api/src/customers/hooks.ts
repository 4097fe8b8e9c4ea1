import { useApiMutation, useApiQuery } from '../core/swr';
import {
  createCustomer,
  fetchCustomer,
  fetchCustomers,
  updateCustomerList,
  type CustomerListQuery,
} from './client';
import { customerKeys } from './keys';

export function useCustomers(filters: CustomerListQuery = {}) {
  return useApiQuery(customerKeys.list(filters), () => fetchCustomers(filters));
}

export function useCustomer(id: string | undefined) {
  return useApiQuery(id ? customerKeys.detail(id) : null, () => fetchCustomer(id ?? ''));
}

export function useCreateCustomer() {
  return useApiMutation('create-customer', createCustomer, [customerKeys.all]);
}

export function useUpdateCustomerList() {
  return useApiMutation('blacklist-whitelist', updateCustomerList, [customerKeys.all]);
}

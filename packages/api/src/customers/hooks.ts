import { useApiMutation, useApiQuery } from '../core/swr';
import { createCustomer, fetchCustomer, updateCustomerList } from './client';
import { customerKeys } from './keys';

export function useCustomer(id: string | undefined) {
  return useApiQuery(id ? customerKeys.detail(id) : null, () => fetchCustomer(id ?? ''));
}

export function useCreateCustomer() {
  return useApiMutation('create-customer', createCustomer, [customerKeys.all]);
}

export function useUpdateCustomerList() {
  return useApiMutation('blacklist-whitelist', updateCustomerList, [customerKeys.all]);
}

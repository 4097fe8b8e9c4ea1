import { useApiMutation, useApiQuery } from '../core';
import { createVirtualAccount, fetchVirtualAccounts } from './client';
import { virtualAccountKeys } from './keys';

export function useVirtualAccounts() {
  return useApiQuery(virtualAccountKeys.list(), fetchVirtualAccounts);
}

export function useCreateVirtualAccount() {
  return useApiMutation('createVirtualAccount', createVirtualAccount, [virtualAccountKeys.all]);
}

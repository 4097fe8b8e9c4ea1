import { useApiMutation } from '../../core';
import { createVirtualAccount } from './client';
import { virtualAccountKeys } from './keys';

export function useCreateVirtualAccount() {
  return useApiMutation('createVirtualAccount', createVirtualAccount, [virtualAccountKeys.all]);
}

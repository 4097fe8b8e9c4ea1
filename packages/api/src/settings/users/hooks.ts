import { useApiMutation, useApiQuery } from '../../core';
import { roleKeys } from '../roles/keys';
import { checkUserExists, createUser, fetchUserRoles, setUserActive, updateUser } from './client';
import { userKeys } from './keys';

export function useUserRoles() {
  return useApiQuery(userKeys.item('roles'), fetchUserRoles);
}

export function useCheckUserExists() {
  return useApiMutation('checkUserExists', checkUserExists);
}

/** Role user counts change with the team. */
export function useCreateUser() {
  return useApiMutation('createUser', createUser, [userKeys.all, roleKeys.all]);
}

export function useUpdateUser() {
  return useApiMutation('updateUser', updateUser, [userKeys.all, roleKeys.all]);
}

export function useSetUserActive() {
  return useApiMutation('setUserActive', setUserActive, [userKeys.all]);
}

import { useApiMutation, useApiQuery } from '../../core';
import { userKeys } from '../users/keys';
import { createRole, editRole, fetchPermissions, fetchRoleDetails, fetchRoles } from './client';
import { roleKeys } from './keys';
import type { RoleId } from './schemas';

export function useRoles() {
  return useApiQuery(roleKeys.list(), fetchRoles);
}

export function usePermissions() {
  return useApiQuery(roleKeys.item('permissions'), fetchPermissions);
}

/** `roleId` undefined waits (no request). */
export function useRoleDetails(roleId: RoleId | undefined) {
  return useApiQuery(roleId === undefined ? null : roleKeys.detail(String(roleId)), () =>
    fetchRoleDetails(roleId ?? ''),
  );
}

/** The invite form's role options come from users/roles: they change too. */
export function useCreateRole() {
  return useApiMutation('createRole', createRole, [roleKeys.all, userKeys.item('roles')]);
}

/** A renamed role renames it on its users. */
export function useEditRole() {
  return useApiMutation('editRole', editRole, [roleKeys.all, userKeys.all]);
}

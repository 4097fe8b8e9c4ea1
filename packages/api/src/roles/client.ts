import { messageResponse, request } from '../core';
import {
  permissionsResponse,
  roleDetailResponse,
  rolesResponse,
  type RoleEdit,
  type RoleId,
  type RoleInput,
} from './schemas';

/** The role the roles page selects first (hard-coded in the spec). */
export const DEFAULT_ROLE_ID = 9;

/** Every role with its user count (the roles page tabs). */
export async function fetchRoles() {
  const body = await request('/subsidiary/dashboard/role/users', { schema: rolesResponse });
  return body.roles;
}

/** The catalogue a custom role picks permissions from. */
export async function fetchPermissions() {
  const body = await request('/subsidiary/dashboard/role/permissions', {
    schema: permissionsResponse,
  });
  return body.permissions;
}

export async function fetchRoleDetails(roleId: RoleId) {
  const body = await request('/subsidiary/dashboard/role/details', {
    query: { roleid: roleId },
    schema: roleDetailResponse,
  });
  return body.data;
}

export function createRole({ name, description, permissions }: RoleInput) {
  return request('/subsidiary/dashboard/role/create', {
    method: 'POST',
    body: { name, description, permissions },
    schema: messageResponse,
    notifySuccess: true,
  });
}

export function editRole({ roleId, name, description, permissions }: RoleEdit) {
  return request('/subsidiary/dashboard/role/edit', {
    method: 'POST',
    body: { name, description, permissions, role_id: roleId },
    schema: messageResponse,
    notifySuccess: true,
  });
}

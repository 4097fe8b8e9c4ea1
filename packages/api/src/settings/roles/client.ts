import { request } from '../../core';
import { type RoleEdit, type RoleId, type RoleInput } from './schemas';
import { rolesOperations as op } from './operations';

/** The role the roles page selects first (hard-coded in the spec). */
export const DEFAULT_ROLE_ID = 9;

/** Every role with its user count (the roles page tabs). */
export async function fetchRoles() {
  const body = await request(op.fetchRoles);
  return body.roles;
}

/** The catalogue a custom role picks permissions from. */
export async function fetchPermissions() {
  const body = await request(op.fetchPermissions);
  return body.permissions;
}

export async function fetchRoleDetails(roleId: RoleId) {
  const body = await request(op.fetchRoleDetails, { query: { roleid: roleId } });
  return body.data;
}

export function createRole({ name, description, permissions }: RoleInput) {
  return request(op.createRole, { body: { name, description, permissions }, notifySuccess: true });
}

export function editRole({ roleId, name, description, permissions }: RoleEdit) {
  return request(op.editRole, {
    body: { name, description, permissions, role_id: roleId },
    notifySuccess: true,
  });
}

export {
  fetchRoles,
  fetchPermissions,
  fetchRoleDetails,
  createRole,
  editRole,
  DEFAULT_ROLE_ID,
} from './client';
export { useRoles, usePermissions, useRoleDetails, useCreateRole, useEditRole } from './hooks';
export { roleKeys } from './keys';
export type { RoleId, Permission, RoleSummary, RoleDetail, RoleInput, RoleEdit } from './schemas';

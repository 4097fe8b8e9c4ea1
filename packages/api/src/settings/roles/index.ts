export { DEFAULT_ROLE_ID } from './client';
export { useRoles, usePermissions, useRoleDetails, useCreateRole, useEditRole } from './hooks';
export type { RoleId } from './schemas';

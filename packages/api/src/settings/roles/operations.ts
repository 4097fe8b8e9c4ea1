import * as z from 'zod/mini';
import { messageResponse } from '../../core/schema';
import { permissionsResponse, roleDetailResponse, rolesResponse } from './schemas';
import { defineOperations, text } from '../../core/operation';

const roleId = z.union([z.number(), z.string()]);

const roleInput = z.object({
  name: z.string(),
  description: z.string(),
  permissions: z
    .array(roleId)
    .check(z.describe('Ids of the chosen permissions, as the server sent them.')),
});

export const rolesOperations = defineOperations('roles', {
  fetchRoles: {
    method: 'GET',
    path: '/subsidiary/dashboard/role/users',
    response: rolesResponse,
  },
  fetchPermissions: {
    method: 'GET',
    path: '/subsidiary/dashboard/role/permissions',
    response: permissionsResponse,
  },
  fetchRoleDetails: {
    method: 'GET',
    path: '/subsidiary/dashboard/role/details',
    query: z.object({ roleid: text('The role id.') }),
    response: roleDetailResponse,
  },
  createRole: {
    method: 'POST',
    path: '/subsidiary/dashboard/role/create',
    body: roleInput,
    response: messageResponse,
  },
  editRole: {
    method: 'POST',
    path: '/subsidiary/dashboard/role/edit',
    body: z.extend(roleInput, { role_id: roleId }),
    response: messageResponse,
  },
});

import * as z from 'zod';
import { list, listResponse, optionalNumeric, optionalText } from '../core';

/** Ids are kept as the server sent them, so they go back unchanged in role payloads. */
const rawId = z.union([z.number(), z.string()]);
export type RoleId = z.infer<typeof rawId>;

export const permission = z.object({ id: rawId, permission: z.string() });
export type Permission = z.infer<typeof permission>;

export const roleSummary = z.object({
  id: rawId,
  name: z.string(),
  description: optionalText,
  userCount: optionalNumeric.transform((value) => value ?? 0),
});
export type RoleSummary = z.infer<typeof roleSummary>;

export const rolesResponse = listResponse(z.object({ roles: list(roleSummary) }));
export const permissionsResponse = listResponse(z.object({ permissions: list(permission) }));

export const roleDetail = roleSummary.extend({ permissions: list(permission) });
export type RoleDetail = z.infer<typeof roleDetail>;

export const roleDetailResponse = z.object({ data: roleDetail });

export interface RoleInput {
  name: string;
  description: string;
  /** Ids of the chosen permissions. */
  permissions: readonly RoleId[];
}

export interface RoleEdit extends RoleInput {
  roleId: RoleId;
}

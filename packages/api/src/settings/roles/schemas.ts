import * as z from 'zod/mini';
import { list, listResponse, optionalNumeric, optionalText } from '../../core/schema';

/** Ids are kept as the server sent them, so they go back unchanged in role payloads. */
const rawId = z.union([z.number(), z.string()]);
export type RoleId = z.infer<typeof rawId>;

const permission = z.object({ id: rawId, permission: z.string() });
type Permission = z.infer<typeof permission>;

const roleSummary = z.object({
  id: rawId,
  name: z.string(),
  description: optionalText,
  userCount: z.pipe(
    optionalNumeric,
    z.transform((value) => value ?? 0),
  ),
});

export const rolesResponse = listResponse(z.object({ roles: list(roleSummary) }));
export const permissionsResponse = listResponse(z.object({ permissions: list(permission) }));

/**
 * role/details as part 2 section 3 gives it: "permission list (each id and permission),
 * permissions (list of ids)". Servers built before that send the objects in `permissions`, so
 * both shapes are read: `permissions` may hold ids or objects, and the objects may come in
 * `permissionList`. The result always carries the chosen ids and their objects.
 */
const rawRoleDetail = z.extend(roleSummary, {
  permissions: list(z.union([permission, rawId])),
  permissionList: list(permission),
});

const roleDetail = z.pipe(
  rawRoleDetail,
  z.transform(({ permissions, permissionList, ...role }) => {
    const objects = permissions.filter((entry): entry is Permission => typeof entry === 'object');
    const ids = permissions.map((entry) => (typeof entry === 'object' ? entry.id : entry));
    const known = [...objects, ...permissionList];
    const chosen = ids.map(
      (id) =>
        known.find((candidate) => String(candidate.id) === String(id)) ?? {
          id,
          permission: String(id),
        },
    );
    return { ...role, permissionIds: ids, permissions: chosen };
  }),
);

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

import { type HttpHandler } from 'msw';
import { recordAudit } from '../data/audit';
import { roles } from '../data/roles';
import { users, usersOf } from '../data/users';
import { PERMISSIONS, type RoleRecord } from '../factories/roles';
import { handle, fail, ok, protectedResolver, readBody, searchParams } from '../http';
import type { SandboxSession } from '../sessions';
import { rolesOperations } from '../../settings/roles/operations';

/** Roles are the provider's, shared by every business; the user count is the business's own. */
function summary(role: RoleRecord, session: SandboxSession) {
  const userCount = usersOf(session.subsidiaryId).filter((user) => user.role === role.name).length;
  return { id: role.id, name: role.name, description: role.description, userCount };
}

/** Reads name, description and permission ids; a string is the error message. */
function readRole(body: Record<string, unknown>) {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  const permissions = (Array.isArray(body.permissions) ? body.permissions : []).map(Number);
  if (!name || !description || !permissions.length)
    return 'Name, description and permissions are required';
  if (permissions.some((id) => !PERMISSIONS.some((permission) => permission.id === id)))
    return 'Unknown permission';
  return { name, description, permissions };
}

export const rolesHandlers: HttpHandler[] = [
  handle(
    rolesOperations.fetchRoles,
    protectedResolver((_args, session) =>
      ok({ message: 'Roles retrieved', roles: roles.all().map((role) => summary(role, session)) }),
    ),
  ),
  handle(
    rolesOperations.fetchPermissions,
    protectedResolver(() => ok({ message: 'Permissions retrieved', permissions: PERMISSIONS })),
  ),
  handle(
    rolesOperations.fetchRoleDetails,
    protectedResolver(({ request }, session) => {
      const role = roles.find((row) => String(row.id) === searchParams(request).get('roleid'));
      if (!role) return fail('Role not found', 404);
      // As part 2 section 3 gives it: the ids in `permissions`, the objects in the list.
      const permissionList = PERMISSIONS.filter((permission) =>
        role.permissions.includes(permission.id),
      );
      return ok({
        message: 'Role retrieved',
        data: { ...summary(role, session), permissions: role.permissions, permissionList },
      });
    }),
  ),
  handle(
    rolesOperations.createRole,
    protectedResolver(async ({ request }, session) => {
      const input = readRole(await readBody(request));
      if (typeof input === 'string') return fail(input);
      if (roles.find((row) => row.name.toLowerCase() === input.name.toLowerCase()))
        return fail('A role with this name already exists');
      const id = Math.max(0, ...roles.all().map((row) => row.id)) + 1;
      roles.insert({ id, ...input });
      recordAudit(session, 'User Management', `Created the role ${input.name}`);
      return ok({ message: 'Role created successfully' });
    }),
  ),
  handle(
    rolesOperations.editRole,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const input = readRole(body);
      if (typeof input === 'string') return fail(input);
      const previous = roles.find((row) => row.id === Number(body.role_id));
      if (!previous) return fail('Role not found', 404);
      roles.update((row) => row.id === previous.id, input);
      users.update((user) => user.role === previous.name, { role: input.name });
      recordAudit(session, 'User Management', `Edited the role ${input.name}`);
      return ok({ message: 'Role updated successfully' });
    }),
  ),
];

import { type HttpHandler } from 'msw';
import { recordAudit } from '../data/audit';
import { findAccount, invitations } from '../data/auth';
import { roles } from '../data/roles';
import { users, usersOf } from '../data/users';
import type { Operation } from '../../core/operation';
import { fail, handle, ok, protectedResolver, readBody, text } from '../http';
import { createRandom } from '../random';
import type { SandboxSession } from '../sessions';
import { usersOperations } from '../../settings/users/operations';

function actorName(session: SandboxSession) {
  const account = findAccount(session.email);
  return account ? `${account.firstName} ${account.lastName}` : session.email;
}

/** Shared by activate and deactivate: the status each sets. */
function statusHandler(operation: Operation, status: 'Active' | 'Inactive') {
  return handle(
    operation,
    protectedResolver(async ({ request }, session) => {
      const { userId } = await readBody(request);
      const [user] = users.update(
        (row) => row.subsidiaryId === session.subsidiaryId && row.userId === String(userId),
        { status },
      );
      if (!user) return fail('User not found', 404);
      recordAudit(
        session,
        'User Management',
        `${status === 'Active' ? 'Activated' : 'Deactivated'} ${user.emailAddress}`,
      );
      return ok({
        message: `User ${status === 'Active' ? 'activated' : 'deactivated'} successfully`,
      });
    }),
  );
}

export const usersHandlers: HttpHandler[] = [
  handle(
    usersOperations.fetchUsers,
    protectedResolver((_args, session) =>
      ok({ message: 'Users retrieved', users: usersOf(session.subsidiaryId) }),
    ),
  ),
  handle(
    usersOperations.fetchUserRoles,
    protectedResolver(() =>
      ok({ message: 'Roles retrieved', roles: roles.all().map(({ id, name }) => ({ id, name })) }),
    ),
  ),
  handle(
    usersOperations.checkUserExists,
    protectedResolver(async ({ request }, session) => {
      const email = text((await readBody(request)).emailAddress).toLowerCase();
      if (usersOf(session.subsidiaryId).some((row) => row.emailAddress === email))
        return ok({ statusCode: '00', message: 'User exists on this subsidiary' });
      if (findAccount(email) || users.find((row) => row.emailAddress === email))
        return ok({ statusCode: '002', message: 'User exists on another subsidiary' });
      return ok({ statusCode: '001', message: 'User does not exist' });
    }),
  ),
  handle(
    usersOperations.createUser,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const email = text(body.email).toLowerCase();
      const role = roles.find((row) => row.name === text(body.role));
      if (!email || !role) return fail('Email and role are required');
      if (usersOf(session.subsidiaryId).some((row) => row.emailAddress === email))
        return fail('User already exist on this subsidiary');
      const account = findAccount(email) ?? users.find((row) => row.emailAddress === email);
      const firstName = text(body.firstName) || account?.firstName || '';
      const lastName = text(body.lastName) || account?.lastName || '';
      if (!firstName || !lastName)
        return fail('First name, last name and mobile number are required for a new user');
      const random = createRandom(Date.now() + users.all().length);
      users.insert({
        userId: random.digits(6),
        subsidiaryId: session.subsidiaryId,
        firstName,
        lastName,
        emailAddress: email,
        mobileNumber: text(body.mobileNumber) || account?.mobileNumber || '',
        role: role.name,
        status: 'New',
        addedByUserName: actorName(session),
        dateAdded: new Date().toISOString(),
      });
      invitations.insert({
        token: `invite-${random.digits(10)}`,
        email,
        subsidiaryId: session.subsidiaryId,
        firstName,
        lastName,
      });
      recordAudit(session, 'User Management', `Invited ${email}`);
      return ok({ message: 'User invited successfully' });
    }),
  ),
  handle(
    usersOperations.updateUser,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const email = text(body.email).toLowerCase();
      const role = roles.find((row) => row.name === text(body.role));
      if (!role) return fail('Please select a role');
      const [user] = users.update(
        (row) => row.subsidiaryId === session.subsidiaryId && row.emailAddress === email,
        (row) => ({
          role: role.name,
          firstName: text(body.firstName) || row.firstName,
          lastName: text(body.lastName) || row.lastName,
          mobileNumber: text(body.mobileNumber) || row.mobileNumber,
        }),
      );
      if (!user) return fail('User not found', 404);
      recordAudit(session, 'User Management', `Updated ${email}`);
      return ok({ message: 'User updated successfully' });
    }),
  ),
  statusHandler(usersOperations.activateUser, 'Active'),
  statusHandler(usersOperations.deactivateUser, 'Inactive'),
];

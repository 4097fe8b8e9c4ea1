import { businessFailure, newestFirst, request } from '../../core';
import { type UserInvite } from './schemas';
import { usersOperations as op } from './operations';

const USER_ALREADY_EXISTS_MESSAGE = 'User already exist on this subsidiary';

/** The team, newest first. */
export async function fetchUsers() {
  const body = await request(op.fetchUsers);
  return newestFirst(body.users);
}

/** The roles a user can be given (Invite / Update User). */
export async function fetchUserRoles() {
  const body = await request(op.fetchUserRoles);
  return body.roles;
}

/** 'existing-user': known elsewhere, e-mail and role suffice; 'new-user': names and mobile needed. */
export type UserExistence = 'existing-user' | 'new-user';

/** Result codes: '002' exists elsewhere; '00' already on this business (an error); else new. */
export async function checkUserExists(emailAddress: string): Promise<UserExistence> {
  const body = await request(op.checkUserExists, { body: { emailAddress } });
  if (body.statusCode === '002') return 'existing-user';
  if (body.statusCode === '00')
    return businessFailure(op.checkUserExists, {
      ...body,
      message: USER_ALREADY_EXISTS_MESSAGE,
    });
  return 'new-user';
}

function userPayload({ firstName, lastName, mobileNumber, email, role }: UserInvite) {
  return { firstName, lastName, mobileNumber, email, role };
}

export function createUser(invite: UserInvite) {
  return request(op.createUser, { body: userPayload(invite), notifySuccess: true });
}

/** The e-mail identifies the user and cannot change. */
export function updateUser(update: UserInvite) {
  return request(op.updateUser, { body: userPayload(update), notifySuccess: true });
}

export function setUserActive({ userId, active }: { userId: string; active: boolean }) {
  return request(active ? op.activateUser : op.deactivateUser, {
    body: { userId },
    notifySuccess: true,
  });
}

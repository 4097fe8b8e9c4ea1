import { businessFailure, messageResponse, newestFirst, request } from '../core';
import { roleOptionsResponse, teamUsersResponse, type UserInvite } from './schemas';

export const USER_ALREADY_EXISTS_MESSAGE = 'User already exist on this subsidiary';

/** The team, newest first. */
export async function fetchUsers() {
  const body = await request('/subsidiary/dashboard/users/all', { schema: teamUsersResponse });
  return newestFirst(body.users);
}

/** The roles a user can be given (Invite / Update User). */
export async function fetchUserRoles() {
  const body = await request('/subsidiary/dashboard/users/roles', { schema: roleOptionsResponse });
  return body.roles;
}

/** 'existing-user': known elsewhere, e-mail and role suffice; 'new-user': names and mobile needed. */
export type UserExistence = 'existing-user' | 'new-user';

const EXIST_PATH = '/subsidiary/dashboard/users/exist';

/** Result codes: '002' exists elsewhere; '00' already on this business (an error); else new. */
export async function checkUserExists(emailAddress: string): Promise<UserExistence> {
  const body = await request(EXIST_PATH, {
    method: 'POST',
    body: { emailAddress },
    schema: messageResponse,
  });
  if (body.statusCode === '002') return 'existing-user';
  if (body.statusCode === '00')
    return businessFailure(EXIST_PATH, { ...body, message: USER_ALREADY_EXISTS_MESSAGE });
  return 'new-user';
}

function userPayload({ firstName, lastName, mobileNumber, email, role }: UserInvite) {
  return { firstName, lastName, mobileNumber, email, role };
}

export function createUser(invite: UserInvite) {
  return request('/subsidiary/dashboard/users/create', {
    method: 'POST',
    body: userPayload(invite),
    schema: messageResponse,
    notifySuccess: true,
  });
}

/** The e-mail identifies the user and cannot change. */
export function updateUser(update: UserInvite) {
  return request('/subsidiary/dashboard/users/update', {
    method: 'POST',
    body: userPayload(update),
    schema: messageResponse,
    notifySuccess: true,
  });
}

export function setUserActive({ userId, active }: { userId: string; active: boolean }) {
  return request(`/subsidiary/dashboard/users/status/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
    body: { userId },
    schema: messageResponse,
    notifySuccess: true,
  });
}

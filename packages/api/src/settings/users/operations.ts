import * as z from 'zod/mini';
import { messageResponse } from '../../core/schema';
import { roleOptionsResponse, teamUsersResponse } from './schemas';
import { defineOperations } from '../../core/operation';

/** Names and mobile are left out for someone the provider already knows. */
const userPayload = z.object({
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  mobileNumber: z.optional(z.string()),
  email: z.string(),
  role: z.string().check(z.describe("The role's name.")),
});

const userStatus = z.object({ userId: z.string() });

export const usersOperations = defineOperations('users', {
  fetchUsers: {
    method: 'GET',
    path: '/subsidiary/dashboard/users/all',
    response: teamUsersResponse,
  },
  fetchUserRoles: {
    method: 'GET',
    path: '/subsidiary/dashboard/users/roles',
    response: roleOptionsResponse,
  },
  checkUserExists: {
    method: 'POST',
    path: '/subsidiary/dashboard/users/exist',
    body: z.object({ emailAddress: z.string() }),
    response: messageResponse,
  },
  createUser: {
    method: 'POST',
    path: '/subsidiary/dashboard/users/create',
    body: userPayload,
    response: messageResponse,
  },
  updateUser: {
    method: 'POST',
    path: '/subsidiary/dashboard/users/update',
    body: userPayload,
    response: messageResponse,
  },
  activateUser: {
    client: 'setUserActive',
    method: 'POST',
    path: '/subsidiary/dashboard/users/status/activate',
    body: userStatus,
    response: messageResponse,
  },
  deactivateUser: {
    client: 'setUserActive',
    method: 'POST',
    path: '/subsidiary/dashboard/users/status/deactivate',
    body: userStatus,
    response: messageResponse,
  },
});

import * as z from 'zod';
import { id, list, listResponse, optionalText } from '../core';

const teamUser = z.object({
  userId: id,
  firstName: optionalText,
  lastName: optionalText,
  emailAddress: z.string(),
  mobileNumber: optionalText,
  role: optionalText,
  /** New, Active or Inactive. */
  status: z.string(),
  addedByUserName: optionalText,
  dateAdded: optionalText,
});
export type TeamUser = z.infer<typeof teamUser>;

export const teamUsersResponse = listResponse(z.object({ users: list(teamUser) }));

const roleOption = z.object({ id: id.optional(), name: z.string() });

export const roleOptionsResponse = listResponse(z.object({ roles: list(roleOption) }));

/** Create or update: names and mobile are needed only for someone new to the provider. */
export interface UserInvite {
  email: string;
  /** The role's name. */
  role: string;
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
}

import * as z from 'zod/mini';
import { id, list, listResponse, optionalText, status } from '../../core/schema';

/** A team user's status, part 2 section 4. */
export const USER_STATUSES = ['Active', 'Inactive', 'New'] as const;
/** A status the spec names for a user. */
export type UserStatus = (typeof USER_STATUSES)[number];

const teamUser = z.object({
  userId: id,
  firstName: optionalText,
  lastName: optionalText,
  emailAddress: z.string(),
  mobileNumber: optionalText,
  role: optionalText,
  /** One of USER_STATUSES, or another word the server sends. */
  status: status(USER_STATUSES),
  addedByUserName: optionalText,
  dateAdded: optionalText,
});
export type TeamUser = z.infer<typeof teamUser>;

export const teamUsersResponse = listResponse(z.object({ users: list(teamUser) }));

const roleOption = z.object({ id: z.optional(id), name: z.string() });

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

import { defineTable } from '../db';
import { buildUser, type UserRecord } from '../factories/users';
import { businesses, findAccount } from './auth';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 7, large: 120 } as const;

/** The e-mail domain of a business's staff: 'Lagos Fresh Foods Ltd' -> lagosfreshfoods.ng. */
function domainOf(name: string) {
  return `${name
    .replace(/\b(ltd|enterprise|services)\b/gi, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}.ng`;
}

/** Team members per business, oldest first; the login that owns the business heads its team. */
export const users = defineTable<UserRecord>('users', (context) => {
  if (context.size === 'empty') return [];
  return seedPerBusiness((subsidiaryId, name) => {
    const staff = Array.from({ length: COUNTS[context.size] }, () => {
      const row = buildUser({ subsidiaryId }, context);
      return { ...row, emailAddress: row.emailAddress.replace(/@.*$/, `@${domainOf(name)}`) };
    });
    const ownerEmail = businesses.find((row) => row.id === subsidiaryId)?.memberEmails[0] ?? '';
    const owner = findAccount(ownerEmail);
    const founded = new Date(context.now.getTime() - 400 * 86_400_000).toISOString();
    const head = owner
      ? [
          buildUser(
            {
              subsidiaryId,
              firstName: owner.firstName,
              lastName: owner.lastName,
              emailAddress: owner.email,
              mobileNumber: owner.mobileNumber,
              role: 'Administrator',
              status: 'Active',
              addedByUserName: 'System',
              dateAdded: founded,
            },
            context,
          ),
        ]
      : [];
    return [...head, ...staff.sort(byDate((row) => row.dateAdded))];
  });
});

/** The team of one business. */
export function usersOf(subsidiaryId: string) {
  return users.filter((row) => row.subsidiaryId === subsidiaryId);
}

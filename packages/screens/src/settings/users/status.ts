import { defineStatusMap, normalizeStatus } from '@merchant/ui';
import { USER_STATUSES, type UserStatus } from '@merchant/api/contract';

// The lists and types are the contract's (declared once, in the api schemas); the tables are ours.
export { USER_STATUSES };
export type { UserStatus };

/** Badge colours: "Active green, Inactive red, New orange". */
export const userStatusMap = defineStatusMap<UserStatus>({
  Active: 'green',
  Inactive: 'red',
  New: 'orange',
});

/** The row menu item that changes a user's status. */
export type UserStatusAction = 'Deactivate' | 'Activate';

/** "Menu action is 'Deactivate' when status is new or active, else 'Activate'." */
export function userStatusAction(status: string | null | undefined): UserStatusAction {
  const key = normalizeStatus(status ?? '');
  return key === normalizeStatus('New') || key === normalizeStatus('Active')
    ? 'Deactivate'
    : 'Activate';
}

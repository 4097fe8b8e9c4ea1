import { defineStatusMap, normalizeStatus } from '@merchant/ui';

/** A team user's status, part 2 section 4. */
export const USER_STATUSES = ['Active', 'Inactive', 'New'] as const;

/** A status the API sends for a user. */
export type UserStatus = (typeof USER_STATUSES)[number];

/** Badge colours: "Active green, Inactive red, New orange". */
export const userStatusMap = defineStatusMap<UserStatus>({
  Active: { label: 'Active', tone: 'green' },
  Inactive: { label: 'Inactive', tone: 'red' },
  New: { label: 'New', tone: 'orange' },
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

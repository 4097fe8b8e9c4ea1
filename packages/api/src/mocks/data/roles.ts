import { defineTable } from '../db';
import { buildRole, PERMISSIONS, type RoleRecord } from '../factories/roles';

/** The role the roles page selects first (hard-coded in the spec). */
const DEFAULT_ROLE_ID = 9;

const all = PERMISSIONS.map((permission) => permission.id);

/**
 * The provider's starting roles exist in every data size: the roles page opens on role 9 and
 * the invite form needs at least one role.
 */
export const roles = defineTable<RoleRecord>('roles', () => [
  buildRole({
    id: DEFAULT_ROLE_ID,
    name: 'Administrator',
    description: 'Full access to the business',
    permissions: all,
  }),
  buildRole({
    id: 10,
    name: 'Operations',
    description: 'Day-to-day payments and customers',
    permissions: [1, 2, 3, 4, 5, 6, 7, 8],
  }),
  buildRole({
    id: 11,
    name: 'Finance',
    description: 'Balances, payouts and settlements',
    permissions: [1, 2, 3, 9, 10, 11, 12],
  }),
  buildRole({
    id: 12,
    name: 'Customer Support',
    description: 'Customers, refunds and chargebacks',
    permissions: [1, 2, 5, 8, 13],
  }),
]);

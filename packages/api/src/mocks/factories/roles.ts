/** A role as the sandbox stores it; userCount is computed from the users table. */
export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  permissions: number[];
}

/** The catalogue of permissions a custom role picks from. */
export const PERMISSIONS = [
  'View dashboard',
  'View transactions',
  'Export transactions',
  'Manage payment links',
  'Manage customers',
  'Manage products',
  'Manage invoices',
  'Log refunds',
  'View balances',
  'Initiate payouts',
  'Approve payouts',
  'Manage beneficiaries',
  'Treat chargebacks',
  'Manage users',
  'Manage roles',
  'Manage settings',
  'Manage API keys',
  'View audit trails',
].map((permission, index) => ({ id: index + 1, permission }));

export function buildRole(
  overrides: Partial<RoleRecord> & Pick<RoleRecord, 'id' | 'name'>,
): RoleRecord {
  return { description: '', permissions: [1], ...overrides };
}

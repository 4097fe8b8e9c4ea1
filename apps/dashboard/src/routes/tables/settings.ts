import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The settings pages inside the shell (compliance-information is the KYC tabs' table). */
export const settingsRoutes: readonly PageRoute[] = [
  { id: 'businessSettings', Page: lazyPage(() => import('../settings/business')) },
  { id: 'payoutAccounts', Page: lazyPage(() => import('../settings/payout-accounts')) },
  { id: 'rolesPermissions', Page: lazyPage(() => import('../settings/roles-permissions')) },
  { id: 'users', Page: lazyPage(() => import('../settings/users')) },
  { id: 'preferences', Page: lazyPage(() => import('../settings/preference')) },
  { id: 'auditTrails', Page: lazyPage(() => import('../settings/audit-trails')) },
  { id: 'apiWebhooks', Page: lazyPage(() => import('../settings/api-webhooks')) },
  { id: 'subsidiaries', Page: lazyPage(() => import('../settings/subsidiaries')) },
];

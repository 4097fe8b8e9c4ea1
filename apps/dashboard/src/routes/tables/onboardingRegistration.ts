import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The onboardingRegistration pages inside the shell: bank details, business registration and the tabbed KYC. */
export const onboardingRegistrationRoutes: readonly PageRoute[] = [
  { id: 'bankDetails', Page: lazyPage(() => import('../kyc/bank-details')) },
  {
    id: 'businessRegistration',
    Page: lazyPage(() => import('../kyc/business-registration')),
  },
  // One screen at two addresses: the KYC page and its place in the settings.
  { id: 'compliance', Page: lazyPage(() => import('../kyc/compliance')) },
  { id: 'complianceSettings', Page: lazyPage(() => import('../kyc/compliance')) },
];

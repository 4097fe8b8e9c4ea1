import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { profileHandlers } from './profile';
import { metricsHandlers } from './metrics';
import { ordersHandlers } from './orders';
import { refundsHandlers } from './refunds';
import { paymentLinksHandlers } from './paymentLinks';
import { customersHandlers } from './customers';
import { productsHandlers } from './products';
import { invoicesHandlers } from './invoices';
import { referenceHandlers } from './reference';
import { onboardingHandlers } from './onboarding';
import { kycHandlers } from './kyc';
import { walletsHandlers } from './wallets';
import { virtualAccountsHandlers } from './virtualAccounts';
import { settlementsHandlers } from './settlements';
import { rollingReserveHandlers } from './rollingReserve';
import { payoutsHandlers } from './payouts';
import { beneficiariesHandlers } from './beneficiaries';
import { fundingHandlers } from './funding';
import { chargebacksHandlers } from './chargebacks';
import { usersHandlers } from './users';
import { rolesHandlers } from './roles';
import { auditHandlers } from './audit';
import { settingsHandlers } from './settings';
import { apiKeysHandlers } from './apiKeys';
import { subsidiariesHandlers } from './subsidiaries';

/** Every sandbox handler, one module per API domain. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...profileHandlers,
  ...metricsHandlers,
  ...ordersHandlers,
  ...refundsHandlers,
  ...paymentLinksHandlers,
  ...customersHandlers,
  ...productsHandlers,
  ...invoicesHandlers,
  ...referenceHandlers,
  ...onboardingHandlers,
  ...kycHandlers,
  ...walletsHandlers,
  ...virtualAccountsHandlers,
  ...settlementsHandlers,
  ...rollingReserveHandlers,
  ...payoutsHandlers,
  ...beneficiariesHandlers,
  ...fundingHandlers,
  ...chargebacksHandlers,
  ...usersHandlers,
  ...rolesHandlers,
  ...auditHandlers,
  ...settingsHandlers,
  ...apiKeysHandlers,
  ...subsidiariesHandlers,
];

import { apiKeysOperations } from './calls/apiKeys';
import { auditOperations } from './calls/audit';
import { authOperations } from './calls/auth';
import { beneficiariesOperations } from './calls/beneficiaries';
import { chargebacksOperations } from './calls/chargebacks';
import { customersOperations } from './calls/customers';
import { fundingOperations } from './calls/funding';
import { invoicesOperations } from './calls/invoices';
import { kycOperations } from './calls/kyc';
import { metricsOperations } from './calls/metrics';
import { onboardingOperations } from './calls/onboarding';
import { ordersOperations } from './calls/orders';
import { paymentLinksOperations } from './calls/paymentLinks';
import { payoutsOperations } from './calls/payouts';
import { productsOperations } from './calls/products';
import { profileOperations } from './calls/profile';
import { referenceOperations } from './calls/reference';
import { refundsOperations } from './calls/refunds';
import { rolesOperations } from './calls/roles';
import { rollingReserveOperations } from './calls/rollingReserve';
import { settingsOperations } from './calls/settings';
import { settlementsOperations } from './calls/settlements';
import { subsidiariesOperations } from './calls/subsidiaries';
import { usersOperations } from './calls/users';
import { virtualAccountsOperations } from './calls/virtualAccounts';
import { walletsOperations } from './calls/wallets';
import type { Operation } from './operation';

export type { Operation, OperationEntry } from './operation';

/**
 * Every call the client makes, one entry per call (a function that calls two paths has two).
 * A test fails when a `request(...)` in the client has no entry here.
 */
export const operations: readonly Operation[] = [
  ...authOperations,
  ...profileOperations,
  ...metricsOperations,
  ...ordersOperations,
  ...refundsOperations,
  ...paymentLinksOperations,
  ...customersOperations,
  ...productsOperations,
  ...invoicesOperations,
  ...referenceOperations,
  ...onboardingOperations,
  ...kycOperations,
  ...walletsOperations,
  ...virtualAccountsOperations,
  ...settlementsOperations,
  ...rollingReserveOperations,
  ...payoutsOperations,
  ...beneficiariesOperations,
  ...fundingOperations,
  ...chargebacksOperations,
  ...usersOperations,
  ...rolesOperations,
  ...auditOperations,
  ...settingsOperations,
  ...apiKeysOperations,
  ...subsidiariesOperations,
];

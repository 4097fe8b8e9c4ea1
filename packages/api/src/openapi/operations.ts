import { apiKeysOperations } from '../settings/apiKeys/operations';
import { auditOperations } from '../settings/audit/operations';
import { authOperations } from '../access/auth/operations';
import { beneficiariesOperations } from '../money/beneficiaries/operations';
import { chargebacksOperations } from '../chargebacks/operations';
import { customersOperations } from '../customers/operations';
import { fundingOperations } from '../money/funding/operations';
import { invoicesOperations } from '../invoices/operations';
import { kycOperations } from '../kyc/operations';
import { metricsOperations } from '../home/metrics/operations';
import { onboardingOperations } from '../onboarding/operations';
import { onboardingProgressOperations } from '../onboarding/progress/operations';
import { ordersOperations } from '../transactions/orders/operations';
import { paymentLinksOperations } from '../paymentLinks/operations';
import { payoutsOperations } from '../money/payouts/operations';
import { productsOperations } from '../products/operations';
import { profileOperations } from '../shell/profile/operations';
import { referenceOperations } from '../reference/operations';
import { currenciesOperations } from '../reference/currencies/operations';
import { refundsOperations } from '../refunds/operations';
import { rolesOperations } from '../settings/roles/operations';
import { rollingReserveOperations } from '../money/rollingReserve/operations';
import { settingsOperations } from '../settings/operations';
import { settlementsOperations } from '../money/settlements/operations';
import { subsidiariesOperations } from '../settings/subsidiaries/operations';
import { usersOperations } from '../settings/users/operations';
import { virtualAccountsOperations } from '../money/virtualAccounts/operations';
import { walletsOperations } from '../money/wallets/operations';
import { balanceHistoryOperations } from '../money/balanceHistory/operations';
import type { Operation } from '../core/operation';

/**
 * Every call the client makes, in the order `openapi.json` and CONTRACT.md list them. Each is
 * declared once, in `src/<domain>/operations.ts`; the client sends it with `request`, the sandbox
 * answers it with `handle`.
 */
export const operations: readonly Operation[] = [
  ...Object.values(authOperations),
  ...Object.values(profileOperations),
  ...Object.values(metricsOperations),
  ...Object.values(ordersOperations),
  ...Object.values(refundsOperations),
  ...Object.values(paymentLinksOperations),
  ...Object.values(customersOperations),
  ...Object.values(productsOperations),
  ...Object.values(invoicesOperations),
  ...Object.values(currenciesOperations),
  ...Object.values(referenceOperations),
  ...Object.values(onboardingOperations),
  ...Object.values(onboardingProgressOperations),
  ...Object.values(kycOperations),
  ...Object.values(walletsOperations),
  ...Object.values(balanceHistoryOperations),
  ...Object.values(virtualAccountsOperations),
  ...Object.values(settlementsOperations),
  ...Object.values(rollingReserveOperations),
  ...Object.values(payoutsOperations),
  ...Object.values(beneficiariesOperations),
  ...Object.values(fundingOperations),
  ...Object.values(chargebacksOperations),
  ...Object.values(usersOperations),
  ...Object.values(rolesOperations),
  ...Object.values(auditOperations),
  ...Object.values(settingsOperations),
  ...Object.values(apiKeysOperations),
  ...Object.values(subsidiariesOperations),
];

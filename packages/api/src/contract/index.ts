// @merchant/api/contract: what the merchant API's entities are, with no way to fetch them.
// The zod schemas of every domain, their inferred types and each entity's status list, declared
// once in `<domain>/schemas.ts` and gathered here. Screens and the sandbox read them from here;
// this entry never reaches ofetch, SWR, MSW or the client (scripts/facts-once.test.ts walks
// its imports to prove it).
export * from '../core/schema';
export * from '../settings/apiKeys/schemas';
export * from '../settings/audit/schemas';
export * from '../access/auth/schemas';
export * from '../money/beneficiaries/schemas';
export * from '../chargebacks/schemas';
export * from '../customers/schemas';
export * from '../money/funding/schemas';
export * from '../invoices/schemas';
export * from '../kyc/schemas';
export * from '../home/metrics/schemas';
export * from '../onboarding/schemas';
export * from '../onboarding/progress/schemas';
export * from '../transactions/orders/schemas';
export * from '../paymentLinks/schemas';
export * from '../money/payouts/schemas';
export * from '../products/schemas';
export * from '../shell/profile/schemas';
export * from '../reference/schemas';
export * from '../reference/currencies/schemas';
export * from '../refunds/schemas';
export * from '../settings/roles/schemas';
export * from '../money/rollingReserve/schemas';
export * from '../settings/schemas';
export * from '../money/settlements/schemas';
export * from '../settings/subsidiaries/schemas';
export * from '../settings/subsidiaries/statuses';
export * from '../settings/users/schemas';
export * from '../money/virtualAccounts/schemas';
export * from '../money/wallets/schemas';
export * from '../money/balanceHistory/schemas';
export { SUBSIDIARY_STATUS_FILTERS } from '../settings/subsidiaries/filters';
export type { SubsidiaryStatusFilter } from '../settings/subsidiaries/filters';
export * from '../shell/search/schemas';

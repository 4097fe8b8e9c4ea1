// @merchant/api/contract: what the merchant API's entities are, with no way to fetch them.
// The zod schemas of every domain, their inferred types and each entity's status list, declared
// once in `<domain>/schemas.ts` and gathered here. Screens and the sandbox read them from here;
// this entry never reaches ofetch, SWR, MSW or the client (scripts/facts-once.test.ts walks
// its imports to prove it).
export * from '../core/schema';
export * from '../apiKeys/schemas';
export * from '../audit/schemas';
export * from '../auth/schemas';
export * from '../beneficiaries/schemas';
export * from '../chargebacks/schemas';
export * from '../customers/schemas';
export * from '../funding/schemas';
export * from '../invoices/schemas';
export * from '../kyc/schemas';
export * from '../metrics/schemas';
export * from '../onboarding/schemas';
export * from '../orders/schemas';
export * from '../paymentLinks/schemas';
export * from '../payouts/schemas';
export * from '../products/schemas';
export * from '../profile/schemas';
export * from '../reference/schemas';
export * from '../refunds/schemas';
export * from '../roles/schemas';
export * from '../rollingReserve/schemas';
export * from '../settings/schemas';
export * from '../settlements/schemas';
export * from '../subsidiaries/schemas';
export * from '../users/schemas';
export * from '../virtualAccounts/schemas';
export * from '../wallets/schemas';
export { SUBSIDIARY_STATUS_FILTERS } from '../subsidiaries/filters';
export type { SubsidiaryStatusFilter } from '../subsidiaries/filters';

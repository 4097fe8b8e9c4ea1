export { isDevelopmentEnvironment, trustedOrigins } from './config';
export { failureOutcome } from './money';
export type { MoneyCallOptions } from './money';
export { parseWithoutEval } from './withoutEval';
export { subscribeToApiEvents, emitApiEvent } from './events';
export type { ApiEvent } from './events';
export { request, businessFailure, prefetch } from './http';
export { dateRangeQuery, newestFirst } from './query';
export type { DateRange } from './query';
export { getAccessToken, setAccessToken, readSession, writeSession, clearSession } from './session';
export { createKeys, useApiQuery, useApiMutation, useMoneyMutation, revalidate } from './swr';
export type { QueryKey, MoneyCall } from './swr';
export {
  numeric,
  optionalNumeric,
  optionalText,
  id,
  flag,
  onboardRoute,
  list,
  listResponse,
  withAliases,
} from './schema';

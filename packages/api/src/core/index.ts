export {
  getApiRoot,
  setApiRoot,
  resolveApiRoot,
  isDevelopmentEnvironment,
  settingsFromEnv,
  acceptsIdempotencyKey,
  trustedOrigins,
} from './config';
export { failureOutcome } from './money';
export type { FailureOutcome, MoneyCallOptions } from './money';
export type { ApiRootSettings } from './config';
export { parseWithoutEval } from './withoutEval';
export {
  ApiError,
  isApiError,
  messageFromBody,
  SESSION_EXPIRED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors';
export type { ApiErrorKind } from './errors';
export { subscribeToApiEvents, emitApiEvent } from './events';
export type { ApiEvent } from './events';
export { request, businessFailure, prefetch } from './http';
export type { Query, QueryValue, HttpMethod } from './http';
export { defineOperations, text, dateRange, paging, file, files, booleanText } from './operation';
export type { Operation, OperationSpec, RequestInput } from './operation';
export { pathOf } from './path';
export { dateRangeQuery, newestFirst } from './query';
export type { DateRangeQuery } from './query';
export {
  SESSION_KEYS,
  getAccessToken,
  setAccessToken,
  readSession,
  writeSession,
  clearSession,
} from './session';
export type { SessionKey } from './session';
export {
  createKeys,
  swrDefaults,
  useApiQuery,
  useApiMutation,
  useMoneyMutation,
  revalidate,
} from './swr';
export type { QueryKey, MoneyCall } from './swr';
export {
  numeric,
  optionalNumeric,
  optionalText,
  id,
  flag,
  onboardRoute,
  messageResponse,
  list,
  listResponse,
  withAliases,
} from './schema';
export type { MessageResponse } from './schema';

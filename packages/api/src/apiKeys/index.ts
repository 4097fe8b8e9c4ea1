export {
  updateWebhook,
  fetchWebhook,
  fetchApiKeys,
  generateApiKeys,
  WEBHOOK_FAILED_MESSAGE,
  NEW_KEYS_MESSAGE,
} from './client';
export { useApiKeys, useWebhook, useUpdateWebhook, useGenerateApiKeys } from './hooks';
export { apiKeyKeys } from './keys';
export type { ApiKeys } from './schemas';

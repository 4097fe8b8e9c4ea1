export { WEBHOOK_FAILED_MESSAGE } from './client';
export { useApiKeys, useWebhook, useUpdateWebhook, useGenerateApiKeys } from './hooks';

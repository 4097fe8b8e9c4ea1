export { useApiKeys, useWebhook, useUpdateWebhook, useGenerateApiKeys } from './hooks';

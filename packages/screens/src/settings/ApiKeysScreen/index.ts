export { ApiKeysScreen, NEW_KEYS_CONFIRMATION } from './ApiKeysScreen';
export type { ApiKeysScreenProps } from './ApiKeysScreen';
export { displayWebhook, isWebAddress, maskSecret } from './webhookUrl';

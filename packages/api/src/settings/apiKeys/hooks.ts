import { useApiMutation, useApiQuery } from '../../core';
import { fetchApiKeys, fetchWebhook, generateApiKeys, updateWebhook } from './client';
import { apiKeyKeys } from './keys';

export function useApiKeys() {
  return useApiQuery(apiKeyKeys.item('keys'), fetchApiKeys);
}

export function useWebhook() {
  return useApiQuery(apiKeyKeys.item('webhook'), fetchWebhook);
}

export function useUpdateWebhook() {
  return useApiMutation('updateWebhook', updateWebhook, [apiKeyKeys.item('webhook')]);
}

export function useGenerateApiKeys() {
  return useApiMutation('generateApiKeys', generateApiKeys, [apiKeyKeys.item('keys')]);
}

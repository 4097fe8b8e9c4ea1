import { useApiMutation, useApiQuery } from '../core';
import { fetchApiKeys, fetchWebhook, generateApiKeys, updateWebhook } from './client';
import { apiKeyKeys } from './keys';

// Reads are keyed [resource, kind] with no params object: revalidate() compares key parts by
// identity, so a prefix holding a fresh `{}` would never match the cached read.

export function useApiKeys() {
  return useApiQuery([...apiKeyKeys.all, 'keys'], fetchApiKeys);
}

export function useWebhook() {
  return useApiQuery([...apiKeyKeys.all, 'webhook'], fetchWebhook);
}

export function useUpdateWebhook() {
  return useApiMutation('updateWebhook', updateWebhook, [[...apiKeyKeys.all, 'webhook']]);
}

export function useGenerateApiKeys() {
  return useApiMutation('generateApiKeys', generateApiKeys, [[...apiKeyKeys.all, 'keys']]);
}

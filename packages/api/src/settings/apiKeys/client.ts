import { emitApiEvent, request } from '../../core';
import { apiKeysOperations as op } from './operations';

const NEW_KEYS_MESSAGE = 'New api keys have been generated successfully';

export function updateWebhook(url: string) {
  return request(op.updateWebhook, { body: { defaultWebhook: url }, notifySuccess: true });
}

/** The webhook address, or undefined when none is set. */
export async function fetchWebhook() {
  const body = await request(op.fetchWebhook);
  return body.callbackUrl;
}

export async function fetchApiKeys() {
  const body = await request(op.fetchApiKeys);
  return body.apiKeys;
}

/** The old keys stop working. The toast shows the server message, else the spec's text. */
export async function generateApiKeys() {
  const body = await request(op.generateApiKeys);
  const message = body.message ?? NEW_KEYS_MESSAGE;
  emitApiEvent({ type: 'success', message });
  return { ...body, message };
}

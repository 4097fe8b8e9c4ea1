import { emitApiEvent, messageResponse, request } from '../core';
import { apiKeysResponse, webhookResponse } from './schemas';

export const WEBHOOK_FAILED_MESSAGE = 'Something went wrong while updating your url';
export const NEW_KEYS_MESSAGE = 'New api keys have been generated successfully';

export function updateWebhook(url: string) {
  return request('/subsidiary/static/account/default/webhook', {
    method: 'POST',
    body: { defaultWebhook: url },
    schema: messageResponse,
    fallbackMessage: WEBHOOK_FAILED_MESSAGE,
    notifySuccess: true,
  });
}

/** The webhook address, or undefined when none is set. */
export async function fetchWebhook() {
  const body = await request('/subsidiary/static/account/default/webhook/view', {
    schema: webhookResponse,
  });
  return body.callbackUrl;
}

export async function fetchApiKeys() {
  const body = await request('/subsidiary/dashboard/subsidiary/get-keys', {
    schema: apiKeysResponse,
  });
  return body.apiKeys;
}

/** The old keys stop working. The toast shows the server message, else the spec's text. */
export async function generateApiKeys() {
  const body = await request('/subsidiary/dashboard/auth/new-key', {
    method: 'POST',
    schema: messageResponse,
  });
  const message = body.message ?? NEW_KEYS_MESSAGE;
  emitApiEvent({ type: 'success', message });
  return { ...body, message };
}

import * as z from 'zod/mini';
import { apiKeysResponse, webhookResponse } from './schemas';
import { messageResponse } from '../../core/schema';
import { defineOperations } from '../../core/operation';

/** The call's documented message for a failure without one. */
const WEBHOOK_FAILED_MESSAGE = 'Something went wrong while updating your url';

export const apiKeysOperations = defineOperations('apiKeys', {
  updateWebhook: {
    fallbackMessage: WEBHOOK_FAILED_MESSAGE,
    method: 'POST',
    path: '/subsidiary/static/account/default/webhook',
    body: z.object({ defaultWebhook: z.string() }),
    response: messageResponse,
  },
  fetchWebhook: {
    method: 'GET',
    path: '/subsidiary/static/account/default/webhook/view',
    response: webhookResponse,
  },
  fetchApiKeys: {
    method: 'GET',
    path: '/subsidiary/dashboard/subsidiary/get-keys',
    response: apiKeysResponse,
  },
  generateApiKeys: {
    method: 'POST',
    path: '/subsidiary/dashboard/auth/new-key',
    response: messageResponse,
  },
});

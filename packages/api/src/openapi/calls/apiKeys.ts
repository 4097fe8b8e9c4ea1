import * as z from 'zod';
import { apiKeysResponse, webhookResponse } from '../../apiKeys/schemas';
import { messageResponse } from '../../core/schema';
import { defineOperations } from '../operation';

export const apiKeysOperations = defineOperations('apiKeys', [
  {
    id: 'updateWebhook',
    method: 'POST',
    path: '/subsidiary/static/account/default/webhook',
    summary: 'Set the webhook address.',
    body: z.object({ defaultWebhook: z.string() }),
    response: messageResponse,
  },
  {
    id: 'fetchWebhook',
    method: 'GET',
    path: '/subsidiary/static/account/default/webhook/view',
    summary: 'The webhook address.',
    response: webhookResponse,
  },
  {
    id: 'fetchApiKeys',
    method: 'GET',
    path: '/subsidiary/dashboard/subsidiary/get-keys',
    summary: 'The public, secret and encryption keys.',
    response: apiKeysResponse,
  },
  {
    id: 'generateApiKeys',
    method: 'POST',
    path: '/subsidiary/dashboard/auth/new-key',
    summary: 'Generate new keys; the old ones stop working.',
    response: messageResponse,
  },
]);

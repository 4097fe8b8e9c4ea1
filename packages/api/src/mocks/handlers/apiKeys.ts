import { type HttpHandler } from 'msw';
import { keysOf, apiKeys } from '../data/apiKeys';
import { recordAudit } from '../data/audit';
import { findAccount } from '../data/auth';
import { buildApiKeys } from '../factories/apiKeys';
import { handle, fail, ok, protectedResolver, readBody } from '../http';
import type { SandboxSession } from '../sessions';
import { apiKeysOperations } from '../../settings/apiKeys/operations';

/** http or https with a domain, as the webhook form requires. */
const WEB_ADDRESS = /^https?:\/\/[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i;

const isLive = (session: SandboxSession) => findAccount(session.email)?.environment === 'Live';

export const apiKeysHandlers: HttpHandler[] = [
  handle(
    apiKeysOperations.updateWebhook,
    protectedResolver(async ({ request }, session) => {
      const { defaultWebhook } = await readBody(request);
      if (typeof defaultWebhook !== 'string' || !WEB_ADDRESS.test(defaultWebhook))
        return fail('Please provide a valid url');
      keysOf(session.subsidiaryId, isLive(session));
      apiKeys.update((row) => row.subsidiaryId === session.subsidiaryId, {
        callbackUrl: defaultWebhook,
      });
      recordAudit(session, 'API Keys', 'Updated the webhook URL');
      return ok({ message: 'Webhook url updated successfully' });
    }),
  ),
  handle(
    apiKeysOperations.fetchWebhook,
    protectedResolver((_args, session) =>
      ok({
        message: 'Webhook retrieved',
        callbackUrl: keysOf(session.subsidiaryId, isLive(session)).callbackUrl,
      }),
    ),
  ),
  handle(
    apiKeysOperations.fetchApiKeys,
    protectedResolver((_args, session) => {
      const { publicKey, secretKey, encryptionKey } = keysOf(session.subsidiaryId, isLive(session));
      return ok({
        message: 'API keys retrieved',
        apiKeys: { publicKey, secretKey, encryptionKey },
      });
    }),
  ),
  handle(
    apiKeysOperations.generateApiKeys,
    protectedResolver((_args, session) => {
      const current = keysOf(session.subsidiaryId, isLive(session));
      const { publicKey, secretKey, encryptionKey } = buildApiKeys(
        session.subsidiaryId,
        current.generation + 1,
        isLive(session),
      );
      apiKeys.update((row) => row.subsidiaryId === session.subsidiaryId, {
        publicKey,
        secretKey,
        encryptionKey,
        generation: current.generation + 1,
      });
      recordAudit(session, 'API Keys', 'Generated new API keys');
      return ok({ message: 'New api keys have been generated successfully' });
    }),
  ),
];

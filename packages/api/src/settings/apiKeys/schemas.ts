import * as z from 'zod/mini';
import { optionalText } from '../../core/schema';

const apiKeys = z.object({
  publicKey: z.string(),
  secretKey: z.string(),
  encryptionKey: z.string(),
});

export const apiKeysResponse = z.object({ apiKeys });

/** callbackUrl is absent until a webhook is set. */
export const webhookResponse = z.object({ callbackUrl: optionalText });

import { createRandom, seedFromName } from '../random';

/** A business's API keys and default webhook. */
export interface ApiKeysRecord {
  subsidiaryId: string;
  publicKey: string;
  secretKey: string;
  encryptionKey: string;
  callbackUrl: string | null;
  /** How many times keys were generated: each generation gives new keys. */
  generation: number;
}

const HEX = '0123456789abcdef';

function token(random: ReturnType<typeof createRandom>, length: number) {
  return Array.from({ length }, () => random.pick([...HEX])).join('');
}

/** Deterministic keys for a business and generation; `live` picks the pk_live_/sk_live_ prefixes. */
export function buildApiKeys(subsidiaryId: string, generation = 0, live = false): ApiKeysRecord {
  const random = createRandom(seedFromName(`${subsidiaryId}:${generation}`));
  const mode = live ? 'live' : 'test';
  return {
    subsidiaryId,
    publicKey: `pk_${mode}_${token(random, 32)}`,
    secretKey: `sk_${mode}_${token(random, 32)}`,
    encryptionKey: token(random, 24),
    callbackUrl: null,
    generation,
  };
}

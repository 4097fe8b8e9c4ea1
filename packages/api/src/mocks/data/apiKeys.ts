import { defineTable } from '../db';
import { buildApiKeys, type ApiKeysRow } from '../factories/apiKeys';

/** Keys per business, created on first use (every data size has them). */
export const apiKeys = defineTable<ApiKeysRow>('api-keys', () => []);

export function keysOf(subsidiaryId: string, live = false): ApiKeysRow {
  return (
    apiKeys.find((row) => row.subsidiaryId === subsidiaryId) ??
    apiKeys.insert(buildApiKeys(subsidiaryId, 0, live))
  );
}

import { defineTable } from '../db';
import { buildApiKeys, type ApiKeysRecord } from '../factories/apiKeys';

/** Keys per business, created on first use (every data size has them). */
export const apiKeys = defineTable<ApiKeysRecord>('api-keys', () => []);

export function keysOf(subsidiaryId: string, live = false): ApiKeysRecord {
  return (
    apiKeys.find((row) => row.subsidiaryId === subsidiaryId) ??
    apiKeys.insert(buildApiKeys(subsidiaryId, 0, live))
  );
}

import { useApiQuery } from '../core';
import { fetchAuditTrail } from './client';
import { auditKeys } from './keys';

export function useAuditTrail() {
  return useApiQuery(auditKeys.list(), fetchAuditTrail);
}

import { newestFirst, request } from '../../core';
import { auditOperations as op } from './operations';

/** The audit trail, newest first. */
export async function fetchAuditTrail() {
  const body = await request(op.fetchAuditTrail);
  return { items: newestFirst(body.items), total: body.totalItems ?? body.items.length };
}

import { newestFirst, request } from '../core';
import { auditTrailResponse } from './schemas';

/** The audit trail, newest first. */
export async function fetchAuditTrail() {
  const body = await request('/subsidiary/dashboard/audit/trails', { schema: auditTrailResponse });
  return { items: newestFirst(body.items), total: body.totalItems ?? body.items.length };
}

export { fetchAuditTrail } from './client';
export { useAuditTrail } from './hooks';
export { auditKeys } from './keys';
export type { AuditEntry } from './schemas';

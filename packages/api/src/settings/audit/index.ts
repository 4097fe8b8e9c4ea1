export { fetchAuditTrail } from './client';
export { auditKeys } from './keys';

export { AuditTrailScreen, AUDIT_EMPTY_TEXT } from './AuditTrailScreen';
export type { AuditTrailScreenProps } from './AuditTrailScreen';
export { auditColumns, MISSING_IP_TEXT } from './components/auditColumns';

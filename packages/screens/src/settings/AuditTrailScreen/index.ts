export { AuditTrailScreen } from './AuditTrailScreen';
export { auditColumns } from './components/auditColumns';

export { AuditTrailsRoute as Component } from './AuditTrailsRoute';

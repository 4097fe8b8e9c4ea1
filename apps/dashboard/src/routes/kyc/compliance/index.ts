export { ComplianceRoute as Component } from './ComplianceRoute';

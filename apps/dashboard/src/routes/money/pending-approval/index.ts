export { PendingApprovalRoute as Component } from './PendingApprovalRoute';

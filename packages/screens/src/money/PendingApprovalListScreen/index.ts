export { PendingApprovalListScreen, pendingApprovalColumns } from './PendingApprovalListScreen';

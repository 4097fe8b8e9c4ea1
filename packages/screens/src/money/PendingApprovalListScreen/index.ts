export {
  PendingApprovalListScreen,
  PENDING_APPROVAL_EMPTY_TEXT,
  APPROVALS_UNAVAILABLE,
  pendingApprovalColumns,
} from './PendingApprovalListScreen';
export type { PendingApprovalListScreenProps } from './PendingApprovalListScreen';

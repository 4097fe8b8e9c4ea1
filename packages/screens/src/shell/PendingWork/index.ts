export { PendingWorkButton } from './PendingWorkButton';
export type { PendingWorkButtonProps } from './PendingWorkButton';
export { PendingWorkPanel } from './PendingWorkPanel';
export type { PendingWorkPanelProps } from './PendingWorkPanel';
export { PENDING_WORK_LISTS } from './pendingWork';
export type { PendingWork } from './pendingWork';

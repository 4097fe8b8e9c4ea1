export { PendingWorkButton } from './PendingWorkButton';
export { PendingWorkPanel } from './PendingWorkPanel';
export { PENDING_WORK_LISTS, pendingWorkCount, urgentChargebacks } from './pendingWork';
export type { PendingWork } from './pendingWork';

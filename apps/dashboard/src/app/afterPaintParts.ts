// The one file afterPaint.ts loads.
export { PendingWorkReader } from './pendingWork/PendingWorkReader';
export { KeyboardShortcuts } from './shortcuts/KeyboardShortcuts';

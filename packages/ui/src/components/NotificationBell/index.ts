export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps, NotificationItem } from './NotificationBell';

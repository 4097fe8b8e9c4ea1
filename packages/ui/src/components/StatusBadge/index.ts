export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { defineStatusMap, resolveStatus, normalizeStatus } from './statusMap';
export type { StatusMap, StatusMapEntry, StatusMapOptions } from './statusMap';

export { OfflineStamp } from './OfflineStamp';
export type { OfflineStampProps } from './OfflineStamp';

export { DisabledReason } from './DisabledReason';
export type { DisabledReasonProps } from './DisabledReason';
export { OfflineGated } from './OfflineGated';
export type { OfflineGatedProps } from './OfflineGated';

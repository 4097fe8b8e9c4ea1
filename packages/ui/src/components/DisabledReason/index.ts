export { DisabledReason } from './DisabledReason';
export type { DisabledReasonProps } from './DisabledReason';

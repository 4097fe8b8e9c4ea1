export { DueCountdown } from './DueCountdown';
export type { DueCountdownProps } from './DueCountdown';

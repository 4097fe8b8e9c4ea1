export { DueCountdown } from './DueCountdown';

export { pendingWorkKeys } from './keys';

export { fetchRollingReserves } from './client';
export { useRollingReserves } from './hooks';
export { rollingReserveKeys } from './keys';
export type { RollingReserve } from './schemas';

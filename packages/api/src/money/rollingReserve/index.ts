export { fetchRollingReserves } from './client';
export { rollingReserveKeys } from './keys';

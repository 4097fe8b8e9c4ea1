export { fetchBalanceHistory } from './client';

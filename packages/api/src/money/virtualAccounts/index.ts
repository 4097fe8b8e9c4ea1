export { fetchVirtualAccounts } from './client';
export { useCreateVirtualAccount } from './hooks';
export { virtualAccountKeys } from './keys';

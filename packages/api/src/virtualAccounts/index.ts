export { fetchVirtualAccounts, createVirtualAccount } from './client';
export { useVirtualAccounts, useCreateVirtualAccount } from './hooks';
export { virtualAccountKeys } from './keys';
export type { VirtualAccount, NewVirtualAccount } from './schemas';

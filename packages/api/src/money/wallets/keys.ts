import { createKeys } from '../../core';

export const walletKeys = createKeys('wallets');

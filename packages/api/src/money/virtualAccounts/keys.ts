import { createKeys } from '../../core';

export const virtualAccountKeys = createKeys('virtualAccounts');

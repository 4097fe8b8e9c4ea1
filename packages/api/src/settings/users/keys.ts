import { createKeys } from '../../core';

export const userKeys = createKeys('users');

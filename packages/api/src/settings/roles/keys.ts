import { createKeys } from '../../core';

export const roleKeys = createKeys('roles');

import { createKeys } from '../../core/swr';

export const authKeys = createKeys('auth');

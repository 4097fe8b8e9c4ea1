import { createKeys } from '../../core/swr';

export const profileKeys = createKeys('profile');

import { createKeys } from '../../core/swr';

export const orderKeys = createKeys('orders');

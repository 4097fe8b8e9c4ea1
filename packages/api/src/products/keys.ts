import { createKeys } from '../core/swr';

export const productKeys = createKeys('products');

import { createKeys } from '../core/swr';

export const customerKeys = createKeys('customers');

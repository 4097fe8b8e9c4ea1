import { createKeys } from '../core/swr';

export const referenceKeys = createKeys('reference');

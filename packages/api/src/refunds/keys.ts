import { createKeys } from '../core/swr';

export const refundKeys = createKeys('refunds');

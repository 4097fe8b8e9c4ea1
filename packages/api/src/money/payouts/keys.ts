import { createKeys } from '../../core';

export const payoutKeys = createKeys('payouts');

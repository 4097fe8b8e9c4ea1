import { createKeys } from '../core/swr';

export const paymentLinkKeys = createKeys('paymentLinks');

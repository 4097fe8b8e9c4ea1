import { createKeys } from '../core/swr';

export const kycKeys = createKeys('kyc');

import { createKeys } from '../../core';

export const beneficiaryKeys = createKeys('beneficiaries');

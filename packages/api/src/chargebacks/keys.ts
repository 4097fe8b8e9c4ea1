import { createKeys } from '../core';

export const chargebackKeys = createKeys('chargebacks');

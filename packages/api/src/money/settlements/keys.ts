import { createKeys } from '../../core';

export const settlementKeys = createKeys('settlements');

import { createKeys } from '../../core';

export const rollingReserveKeys = createKeys('rollingReserve');

import { createKeys } from '../../core';

export const apiKeyKeys = createKeys('apiKeys');

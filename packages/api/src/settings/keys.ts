import { createKeys } from '../core';

export const settingsKeys = createKeys('settings');

import { createKeys } from '../../core';

export const subsidiaryKeys = createKeys('subsidiaries');
